// Load benchmark: per database engine (SQLite always, PostgreSQL when reachable), a fresh server
// with ~20 registered members, then bounded autocannon runs against two member endpoints and two
// money endpoints (operator credits into the ledger, and the members' funding-details page).
// Usage: npm run bench [-- --duration 10 --connections 20 --members 20 --engines sqlite,postgres
//   --warmup 2 --seed-lines 200 --settle 3]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { makeInvestors, registerMembers } from './lib/members.mjs';
import {
  ADMIN,
  api,
  ROOT,
  secondOperatorToken,
  startServer,
  stopServer,
  tempDataDir,
} from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '20' },
    members: { type: 'string', default: process.env.BENCH_MEMBERS ?? '20' },
    warmup: { type: 'string', default: process.env.BENCH_WARMUP ?? '2' },
    'seed-lines': { type: 'string', default: process.env.BENCH_SEED_LINES ?? '200' },
    settle: { type: 'string', default: process.env.BENCH_SETTLE ?? '3' },
    'ledger-posts': { type: 'string', default: process.env.BENCH_LEDGER_POSTS ?? '2000' },
    engines: { type: 'string', default: process.env.BENCH_ENGINES ?? 'sqlite,postgres' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});

const clamp = (value, min, max, name) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name} must be a number in [${min}, ${max}]`);
  return n;
};
const DURATION_S = clamp(args.duration, 1, 120, 'duration');
const CONNECTIONS = clamp(args.connections, 1, 200, 'connections');
// The server allows 30 registration SMS per IP and day; the fresh database starts that count at 0.
const MEMBERS = clamp(args.members, 1, 28, 'members');
const WARMUP_S = clamp(args.warmup, 0, 30, 'warmup');
const ENGINES = args.engines
  .split(',')
  .map((e) => e.trim())
  .filter(Boolean);
for (const e of ENGINES) if (!['sqlite', 'postgres'].includes(e)) throw new Error(`unknown engine ${e}`);
const PG_ADMIN_URL = args['pg-url'];
const PG_HOST = new URL(PG_ADMIN_URL).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(PG_HOST))
  throw new Error('--pg-url must point at loopback');
// Everything together must end well inside this, or the watchdog cleans up and exits.
const WATCHDOG_MS = 15 * 60_000;
const SETTLE_MS = clamp(args.settle, 0, 10, 'settle') * 1000;
// funding-page: this many members get SEED_LINES credits each before the run.
const FUNDED_MEMBERS = Math.min(5, MEMBERS);
// At least a full first page (20), which the seeding checks.
const SEED_LINES = clamp(args['seed-lines'], 20, 1000, 'seed-lines');
const SEED_PARALLEL = 4;
// ledger-post approves this many credits asked for beforehand (and a fifth as many in its warm-up).
const LEDGER_POSTS = clamp(args['ledger-posts'], 10, 20_000, 'ledger-posts');
// Minor units per credit; each credit is one ledger entry of two postings.
const CREDIT_AMOUNT = 100;
const POSTINGS_PER_CREDIT = 2;

const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const STAMP = new Date().toISOString().replace(/[:.]/g, '-');

// ---- cleanup, whatever happens -------------------------------------------------------------
const cleanups = [];
/** Runs (once each, newest first) every cleanup registered so far: stop servers, drop databases. */
async function cleanup() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping servers and dropping bench databases…`);
    await cleanup();
    process.exit(130);
  });
}
const watchdog = setTimeout(async () => {
  console.error(`watchdog: the benchmark ran past ${WATCHDOG_MS / 60_000} min; cleaning up`);
  await cleanup();
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

// ---- PostgreSQL: a throwaway database per run ------------------------------------------------
async function pgAdmin() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

async function createPgDatabase() {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await pgAdmin();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropPgDatabase(name) {
  const admin = await pgAdmin();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function postgresReachable() {
  try {
    const admin = await pgAdmin();
    await admin.end();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error.message };
  }
}

// ---- members -------------------------------------------------------------------------------
// ---- money ---------------------------------------------------------------------------------
/**
 * Asks for one promotional credit (four eyes: it waits for a second operator); answers the request's
 * id. `key` must be new, or it replays.
 */
async function askCredit(server, adminToken, userId, key, reason) {
  const { requestId } = await api(server, 'POST', '/api/admin/funds/credit/internal', {
    token: adminToken,
    headers: { 'idempotency-key': key },
    body: { userId, amount: CREDIT_AMOUNT, reason },
  });
  return requestId;
}

/** One promotional credit, asked for and approved: one ledger entry, two postings. */
async function credit(server, { adminToken, secondToken }, userId, key, reason) {
  const id = await askCredit(server, adminToken, userId, key, reason);
  await api(server, 'POST', '/api/admin/funds/credit/approve', {
    token: secondToken,
    headers: { 'idempotency-key': `${key}-approve` },
    body: { id },
  });
}

/** `count` credits asked for, SEED_PARALLEL at a time, rotating over `members`: their request ids. */
async function askCredits(server, adminToken, members, count, reason) {
  const prefix = `bench-ask-${randomBytes(6).toString('hex')}`;
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      ids.push(await askCredit(server, adminToken, members[n % members.length].id, `${prefix}-${n}`, reason));
    }
  };
  await Promise.all(Array.from({ length: SEED_PARALLEL }, worker));
  return ids;
}

/** How many ledger lines each member has (operator view, all wallets). */
async function memberLines(server, adminToken, members) {
  const totals = [];
  for (const m of members) {
    const page = await api(server, 'POST', '/api/admin/funds/ledger/page', {
      token: adminToken,
      body: { userId: m.id, page: 1, size: 1 },
    });
    totals.push(page.pagination.total);
  }
  return totals;
}

/** SEED_LINES credits to each funded member, SEED_PARALLEL at a time; checks the page counts them. */
async function seedFunding(server, keys, funded) {
  const started = Date.now();
  const prefix = `bench-seed-${randomBytes(6).toString('hex')}`;
  const jobs = funded.flatMap((m) => Array.from({ length: SEED_LINES }, (_, i) => ({ m, i })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { m, i } = jobs[next++];
      await credit(server, keys, m.id, `${prefix}-${m.id}-${i}`, 'bench funding-page seed');
    }
  };
  await Promise.all(Array.from({ length: SEED_PARALLEL }, worker));
  const linesPerMember = [];
  for (const m of funded) {
    const page = await api(server, 'POST', '/api/app/funds/account_detail/page', {
      token: m.token,
      body: { page: 1, size: 20 },
    });
    if (page.pagination.total < SEED_LINES || page.list.length !== 20)
      throw new Error(`member ${m.id}: ${page.pagination.total} lines after seeding ${SEED_LINES}`);
    linesPerMember.push(page.pagination.total);
  }
  return { credits: jobs.length, ms: Date.now() - started, linesPerMember };
}

// ---- projects and investing ------------------------------------------------------------------
const PROJECTS = 12;
const INVEST_AMOUNT = 100;

/** Published projects raising money now, created through the operator API; the first is huge. */
async function createProjects(server, adminToken) {
  const ids = [];
  const now = Date.now();
  for (let i = 0; i < PROJECTS; i++) {
    const { id } = await api(server, 'POST', '/api/admin/finance/proj/add', {
      token: adminToken,
      body: {
        texts: {
          en: { title: `Bench film ${i + 1}`, description: 'A film for the load run.', riskText: 'Risky.' },
        },
        amount: i === 0 ? 1_000_000_000_000 : 5_000_000,
        single: INVEST_AMOUNT,
        dailyRate: '0.0003',
        cycleDays: 30 + i * 10,
        repayType: ['PIOARB', 'LINEAR', 'DEBT'][i % 3],
        fundraisingStartAt: new Date(now - 3_600_000).toISOString(),
        fundraisingEndAt: new Date(now + 30 * 86_400_000).toISOString(),
        hot: i % 2 === 0,
      },
    });
    await api(server, 'POST', '/api/admin/finance/proj/publish', { token: adminToken, body: { id } });
    ids.push(id);
  }
  return ids;
}

// ---- scenarios ----------------------------------------------------------------------------
/** Counts envelopes per code in every response body autocannon sees. */
function envelopeCounter() {
  const stats = { responses: 0, success: 0, byCode: {}, byStatus: {}, samples: [] };
  const onResponse = (status, body) => {
    stats.responses++;
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    let code = body.match(/^\{"code":(-?\d+)/)?.[1];
    if (code === undefined) {
      try {
        code = String(JSON.parse(body).code);
      } catch {
        code = 'not-json';
      }
    }
    if (code === '1000') {
      stats.success++;
      return;
    }
    stats.byCode[code] = (stats.byCode[code] ?? 0) + 1;
    if (stats.samples.length < 5) stats.samples.push({ status, body: body.slice(0, 300) });
  };
  return { stats, onResponse };
}

const SCENARIOS = [
  {
    name: 'person',
    title: 'GET /api/app/user/info/person (rotating member tokens)',
    request({ members }, onResponse) {
      let next = 0;
      return {
        method: 'GET',
        path: '/api/app/user/info/person',
        setupRequest(req) {
          const m = members[next++ % members.length];
          req.headers = { ...req.headers, authorization: m.token };
          return req;
        },
        onResponse,
      };
    },
  },
  {
    // argon2id verification per request: CPU-bound by design.
    name: 'login',
    title: 'POST /api/app/user/login/login (rotating members, argon2id)',
    request({ members }, onResponse) {
      let next = 0;
      return {
        method: 'POST',
        path: '/api/app/user/login/login',
        headers: { 'content-type': 'application/json' },
        setupRequest(req) {
          const m = members[next++ % members.length];
          req.body = JSON.stringify({ areaCode: m.areaCode, phone: m.phone, password: m.password });
          return req;
        },
        onResponse,
      };
    },
  },
  {
    // Before ledger-post, so the funded members have exactly the seeded lines while it runs.
    name: 'funding-page',
    title: `POST /api/app/funds/account_detail/page (${FUNDED_MEMBERS} members with ${SEED_LINES} lines each)`,
    async prepare({ server, adminToken, secondToken, members }) {
      const funded = members.slice(0, FUNDED_MEMBERS);
      const seed = await seedFunding(server, { adminToken, secondToken }, funded);
      console.log(
        `  seeded ${seed.credits} credits in ${seed.ms} ms; lines per member: ${seed.linesPerMember.join(', ')}`,
      );
      return { funded, seed };
    },
    request({ funded }, onResponse) {
      let next = 0;
      return {
        method: 'POST',
        path: '/api/app/funds/account_detail/page',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, size: 20 }),
        setupRequest(req) {
          const m = funded[next++ % funded.length];
          req.headers = { ...req.headers, authorization: m.token };
          return req;
        },
        onResponse,
      };
    },
  },
  {
    // Operators' busiest reads: the member list works out every row's wallet figures, the dashboard
    // runs the ledger's invariant checks over every posting.
    name: 'office-members',
    title: 'POST /api/admin/member/user/page (operator, sorted by total assets)',
    request({ adminToken }, onResponse) {
      return {
        method: 'POST',
        path: '/api/admin/member/user/page',
        headers: { 'content-type': 'application/json', authorization: adminToken },
        body: JSON.stringify({ page: 1, size: 20, sortField: 'totalAssets' }),
        onResponse,
      };
    },
  },
  {
    name: 'office-dashboard',
    title: 'GET /api/admin/base/dashboard/summary (operator; ledger checks included)',
    request({ adminToken }, onResponse) {
      return {
        method: 'GET',
        path: '/api/admin/base/dashboard/summary',
        headers: { authorization: adminToken },
        onResponse,
      };
    },
  },
  {
    name: 'project-list',
    title: `GET /api/app/finance/proj/home (anonymous, ${PROJECTS} projects)`,
    async prepare({ server, adminToken, members }) {
      const projectIds = await createProjects(server, adminToken);
      await makeInvestors(server, adminToken, members);
      return { projectIds };
    },
    request(_run, onResponse) {
      return { method: 'GET', path: '/api/app/finance/proj/home?page=1&size=20', onResponse };
    },
  },
  {
    name: 'project-detail',
    title: 'GET /api/app/finance/proj/detail (rotating projects and member tokens)',
    async prepare({ server, members }) {
      // Resolves the list the previous scenario created (each scenario gets a fresh run context).
      const page = await api(server, 'GET', '/api/app/finance/proj/home?page=1&size=50', {
        token: members[0].token,
      });
      return { projectIds: page.list.map((p) => p.id) };
    },
    request({ members, projectIds }, onResponse) {
      let next = 0;
      return {
        method: 'GET',
        path: '/api/app/finance/proj/detail',
        setupRequest(req) {
          const n = next++;
          req.path = `/api/app/finance/proj/detail?id=${projectIds[n % projectIds.length]}`;
          req.headers = { ...req.headers, authorization: members[n % members.length].token };
          return req;
        },
        onResponse,
      };
    },
  },
  {
    // Every request is a new investment into the one open-ended project: a new Idempotency-Key each,
    // all racing for that project's row (the scale check) and its principal account.
    name: 'invest',
    title: 'POST /api/app/finance/invest/invest (new Idempotency-Key each, rotating members, one project)',
    async prepare({ server, members }) {
      const page = await api(server, 'GET', '/api/app/finance/proj/home?page=1&size=50', {
        token: members[0].token,
      });
      const project = page.list.find((p) => p.amount === 1_000_000_000_000);
      return { projectId: project.id };
    },
    request({ members, projectId }, onResponse) {
      let next = 0;
      const prefix = `bench-invest-${randomBytes(6).toString('hex')}`;
      return {
        method: 'POST',
        path: '/api/app/finance/invest/invest',
        headers: { 'content-type': 'application/json' },
        setupRequest(req) {
          const n = next++;
          const m = members[n % members.length];
          req.headers = { ...req.headers, authorization: m.token, 'idempotency-key': `${prefix}-${n}` };
          req.body = JSON.stringify({
            projectId,
            amount: INVEST_AMOUNT,
            payPassword: '135790',
            acceptRisk: true,
          });
          return req;
        },
        onResponse,
      };
    },
  },
  {
    // Four eyes: a credit posts when a second operator approves it. The first operator asks for them
    // all beforehand (outside the timing); each request approves the next one, a fresh
    // Idempotency-Key each time, so nothing replays. A fixed count (--ledger-posts, a fifth as many
    // in the warm-up) instead of a fixed time: the asked-for credits must not run out.
    name: 'ledger-post',
    title:
      'POST /api/admin/funds/credit/approve (second operator, new Idempotency-Key each, credits to rotating members)',
    postingsPerRequest: POSTINGS_PER_CREDIT,
    amount: { warmup: Math.ceil(LEDGER_POSTS / 5), measured: LEDGER_POSTS },
    async prepare({ server, adminToken, members }) {
      const linesBefore = await memberLines(server, adminToken, members);
      const count = Math.ceil(LEDGER_POSTS / 5) * (WARMUP_S > 0 ? 1 : 0) + LEDGER_POSTS + CONNECTIONS;
      const started = Date.now();
      const requestIds = await askCredits(server, adminToken, members, count, 'bench ledger-post');
      console.log(`  asked for ${count} credits in ${Date.now() - started} ms`);
      return { linesBefore, requestIds, nextRequest: 0, approvedIds: new Set(), credited: 0 };
    },
    request(run, onResponse) {
      let next = 0;
      const prefix = `bench-post-${randomBytes(6).toString('hex')}`;
      return {
        method: 'POST',
        path: '/api/admin/funds/credit/approve',
        headers: { 'content-type': 'application/json', authorization: run.secondToken },
        setupRequest(req) {
          const id = run.requestIds[run.nextRequest++ % run.requestIds.length];
          req.headers = { ...req.headers, 'idempotency-key': `${prefix}-${next++}` };
          req.body = JSON.stringify({ id });
          return req;
        },
        onResponse(status, body) {
          onResponse(status, body);
          if (!body.includes('"state":"applied"')) return;
          run.credited++;
          run.approvedIds.add(body.match(/"requestId":(\d+)/)?.[1]);
        },
      };
    },
    /** The server's own ledger checks, plus: every approval applied a different request, and the lines add up. */
    async check(run) {
      const { server, adminToken, members } = run;
      const checks = await api(server, 'GET', '/api/admin/funds/ledger/verify', { token: adminToken });
      const linesAfter = await memberLines(server, adminToken, members);
      const added = linesAfter.reduce((sum, n, i) => sum + n - run.linesBefore[i], 0);
      checks.push({
        name: 'bench: every approval applied a different request',
        ok: run.approvedIds.size === run.credited,
        detail: `${run.credited} applied, ${run.approvedIds.size} distinct request ids`,
      });
      // A request autocannon gave up on (its last ones when a run ends) may still post: at most
      // 2 × connections more lines than answers.
      checks.push({
        name: 'bench: member lines added match the answers',
        ok: added >= run.credited && added <= run.credited + 2 * CONNECTIONS,
        detail: `${added} lines added for ${run.credited} answers (allowed: up to ${2 * CONNECTIONS} more)`,
      });
      return checks;
    },
  },
];

/** A run of `durationS` seconds, or of `amount` requests when given (autocannon then ignores the time). */
function cannon(server, request, durationS, amount) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        amount,
        timeout: 10,
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // A hard stop in case autocannon does not end on its own.
    const guard = setTimeout(() => instance.stop(), (amount ? 120 : durationS + 20) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const logCounts = (server) => ({ warn: server.warnings.count ?? 0, error: server.errors.count ?? 0 });

async function runScenario(ctx, scenario) {
  const { server } = ctx;
  const before = logCounts(server);
  // What prepare returns (seeded members, counters) joins the context for request() and check().
  const run = { ...ctx, ...(scenario.prepare ? await scenario.prepare(ctx) : {}) };
  if (WARMUP_S > 0) {
    const warm = envelopeCounter();
    await cannon(server, scenario.request(run, warm.onResponse), WARMUP_S, scenario.amount?.warmup);
  }
  const counter = envelopeCounter();
  ctx.probe.lap();
  const result = await cannon(
    server,
    scenario.request(run, counter.onResponse),
    DURATION_S,
    scenario.amount?.measured,
  );
  const stall = ctx.probe.lap();
  const env = counter.stats;
  // autocannon drops its sockets when time is up, but the server still finishes the requests it had
  // queued (logins wait for argon2): let them end before the next scenario or the shutdown.
  await sleep(SETTLE_MS);
  await api(server, 'GET', '/api/app/comm/comm/language');
  const checks = scenario.check ? await scenario.check(run) : [];
  const after = logCounts(server);
  return {
    name: scenario.name,
    title: scenario.title,
    prepared: run.seed,
    checks,
    summary: {
      requestsPerSec: result.requests.average,
      // code-1000 answers in the measured run × postings each, over its actual length.
      postingsPerSec: scenario.postingsPerRequest
        ? (scenario.postingsPerRequest * env.success) / result.duration
        : undefined,
      requestsTotal: result.requests.total,
      latencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: result.latency.average,
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      responses: env.responses,
      nonSuccessEnvelopes: env.responses - env.success,
      nonSuccessShare: env.responses ? (env.responses - env.success) / env.responses : 0,
      serverWarnLines: after.warn - before.warn,
      serverErrorLines: after.error - before.error,
      // The worst /api/health/live answer during the measured run (lib/stall-probe.mjs).
      worstStallMs: stall.worstMs,
    },
    envelopes: env,
    autocannon: result,
  };
}

// ---- report --------------------------------------------------------------------------------
function printTable(engine, scenarios) {
  const rows = [
    [
      'scenario',
      'req/s',
      'postings/s',
      'p50 ms',
      'p97.5 ms',
      'p99 ms',
      'max ms',
      'errors',
      'non-2xx',
      'code≠1000',
      'srv errors',
      'stall ms',
    ],
    ...scenarios.map((s) => {
      const x = s.summary;
      return [
        s.name,
        x.requestsPerSec.toFixed(1),
        x.postingsPerSec === undefined ? '-' : x.postingsPerSec.toFixed(1),
        String(x.latencyMs.p50),
        String(x.latencyMs.p97_5),
        String(x.latencyMs.p99),
        String(x.latencyMs.max),
        String(x.errors + x.timeouts),
        String(x.non2xx),
        `${(x.nonSuccessShare * 100).toFixed(2)}% (${x.nonSuccessEnvelopes}/${x.responses})`,
        String(x.serverErrorLines),
        String(x.worstStallMs),
      ];
    }),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n== ${engine} (${CONNECTIONS} connections, ${DURATION_S} s each, ${MEMBERS} members) ==`);
  console.log(line(rows[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows.slice(1)) console.log(line(r));
  for (const s of scenarios) {
    if (s.checks.length === 0) continue;
    console.log(`${s.name} checks (GET /api/admin/funds/ledger/verify, then the bench's own):`);
    for (const c of s.checks) console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
  }
}

// ---- one engine ----------------------------------------------------------------------------
async function benchEngine(engine) {
  const dataDir = tempDataDir();
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let database;
  if (engine === 'postgres') {
    database = await createPgDatabase();
    cleanups.push(() => dropPgDatabase(database.name));
  }
  const logFile = path.join(RESULTS_DIR, `${engine}-${STAMP}.server.log`);
  console.log(`\n[${engine}] starting the server${database ? ` on database ${database.name}` : ''}…`);
  const server = await startServer({ dataDir, databaseUrl: database?.url, logFile });
  cleanups.push(async () => {
    await stopServer(server);
    await server.closeLog();
  });
  console.log(`[${engine}] listening on ${server.baseUrl}; registering ${MEMBERS} members…`);
  const started = Date.now();
  const members = await registerMembers(server, MEMBERS);
  console.log(`[${engine}] registered ${members.length} members in ${Date.now() - started} ms`);
  const { token: adminToken } = await api(server, 'POST', '/api/admin/base/open/login', { body: ADMIN });
  const secondToken = await secondOperatorToken(server, adminToken);
  const probe = startStallProbe(server.baseUrl);
  cleanups.push(() => probe.stop());
  const ctx = { server, members, adminToken, secondToken, probe };

  const scenarios = [];
  // person first: the login scenario opens many sessions, and should not affect the tokens in use.
  for (const scenario of SCENARIOS) {
    console.log(`[${engine}] ${scenario.title}: ${WARMUP_S} s warm-up, ${DURATION_S} s measured…`);
    scenarios.push(await runScenario(ctx, scenario));
    if (server.exited)
      throw new Error(`[${engine}] server exited (${server.exitCode}) during ${scenario.name}`);
  }
  // The server still answers after the load.
  await api(server, 'GET', '/api/app/user/info/person', { token: members[0].token });

  const stall = await probe.stop();
  const beforeShutdown = logCounts(server);
  await stopServer(server);
  await server.closeLog();
  const record = {
    engine,
    startedAt: new Date(started).toISOString(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGiB: os.totalmem() / 2 ** 30,
    },
    settings: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      members: MEMBERS,
      seedLines: SEED_LINES,
      settleMs: SETTLE_MS,
    },
    stall,
    server: {
      warnLines: beforeShutdown.warn,
      errorLines: beforeShutdown.error,
      shutdownErrorLines: (server.errors.count ?? 0) - beforeShutdown.error,
      stderrLines: server.stderr.length,
      warnSamples: server.warnings.slice(0, 5),
      errorSamples: server.errors.slice(0, 5),
      stderrSamples: server.stderr.slice(0, 10),
      log: path.relative(ROOT, logFile),
    },
    scenarios,
  };
  const file = path.join(RESULTS_DIR, `${engine}-${STAMP}.json`);
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);

  printTable(engine, scenarios);
  console.log(`[${engine}] ${stallLine(stall)}; per scenario, its measured run: the "stall ms" column`);
  const s = record.server;
  console.log(
    `server log: ${s.warnLines} warn, ${s.errorLines} error lines while running` +
      `, ${s.shutdownErrorLines} error lines during shutdown, ${s.stderrLines} stderr lines (${s.log})`,
  );
  for (const e of s.errorSamples) console.log(`  error: ${e.msg ?? ''} ${e.err?.message ?? ''}`.trimEnd());
  for (const sc of scenarios) {
    for (const sample of sc.envelopes.samples)
      console.log(`  ${sc.name} non-success: HTTP ${sample.status} ${sample.body}`);
  }
  console.log(`raw results: ${path.relative(ROOT, file)}`);
  return record;
}

// ---- main ----------------------------------------------------------------------------------
async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const records = [];
  let failed = false;
  for (const engine of ENGINES) {
    if (engine === 'postgres') {
      const reach = await postgresReachable();
      if (!reach.ok) {
        console.log(`\n[postgres] skipped: ${PG_ADMIN_URL} not reachable (${reach.reason})`);
        continue;
      }
    }
    try {
      records.push(await benchEngine(engine));
    } catch (error) {
      failed = true;
      console.error(`\n[${engine}] failed: ${error.stack ?? error}`);
    } finally {
      await cleanup();
    }
  }
  for (const r of records) {
    for (const s of r.scenarios) {
      const x = s.summary;
      if (x.errors || x.timeouts || x.non2xx || x.nonSuccessEnvelopes) {
        failed = true;
        console.error(
          `[${r.engine}] ${s.name}: ${x.errors} errors, ${x.timeouts} timeouts, ${x.non2xx} non-2xx, ${x.nonSuccessEnvelopes} envelopes with code ≠ 1000`,
        );
      }
      for (const c of s.checks) {
        if (c.ok) continue;
        failed = true;
        console.error(`[${r.engine}] ${s.name}: check failed: ${c.name}: ${c.detail}`);
      }
    }
    if (r.server.errorLines) {
      failed = true;
      console.error(`[${r.engine}] the server logged ${r.server.errorLines} error lines`);
    }
    if (r.server.shutdownErrorLines) {
      // Reported, not failed: it is about stopping, not about load.
      console.error(
        `[${r.engine}] note: the server logged ${r.server.shutdownErrorLines} error lines while stopping`,
      );
    }
  }
  if (records.length === 0) failed = true;
  console.log(
    failed
      ? '\nbench: FAILED (see above)'
      : '\nbench: ok, every response was a code-1000 envelope and every ledger check passed',
  );
  return failed ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error.stack ?? error);
} finally {
  await cleanup();
}
process.exit(exitCode);
