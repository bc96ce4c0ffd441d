// Two server processes on one PostgreSQL database and one Redis, under load, one of them killed with
// SIGKILL half-way (issue 29, item 4). Members invest and speak in chat through both processes, each
// write with its Idempotency-Key (or clientMsgId); listeners' sockets are split between the two; both
// processes' clocks move one day (the daily settlement runs in both at once), then another, and the
// first process is killed a few milliseconds into that second day's jobs, with writes in flight. Every
// write that has no final answer is sent again, in parallel, to the survivor with the same key.
// Then, with read-only queries on the database:
//   1. every acknowledged investment and message is there exactly once, and nothing else is;
//   2. the survivor kept answering (its reads' errors and p50/p99 before and after the kill, its
//      worst stall);
//   3. each job ran once: no schedule day paid twice, every due day paid, `ledger:verify` clean;
//   4. chat fanned out across both processes: every copy's latency, and each message's last copy.
// Exits 1 when a correctness check fails (a lost or doubled write, an unbalanced ledger, a payout
// twice, a survivor that stopped answering); the fan-out figures are measured, not judged.
// Usage: node bench/two-process.mjs [--sockets 1000 --members 20 --speakers 10 --duration 30]
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { makeRoom, openSocket } from './lib/chat.mjs';
import { makeInvestors, registerMembers } from './lib/members.mjs';
import { jobSeconds, slowestJobs } from './lib/metrics.mjs';
import { createBenchDatabase, pgAndRedisReachable, REDIS_URL } from './lib/postgres.mjs';
import { makeProject } from './lib/projects.mjs';
import { ADMIN, api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    members: { type: 'string', default: '20' },
    speakers: { type: 'string', default: '10' },
    duration: { type: 'string', default: '30' },
    // Leaves the bench database behind (its name printed) to look into.
    keep: { type: 'boolean', default: false },
  },
});
const SOCKETS = Math.min(2000, Math.max(2, Number(args.sockets)));
// The server allows 30 registration SMS per IP and day: one listener and at most 28 members.
const MEMBERS = Math.min(28, Math.max(2, Number(args.members)));
const SPEAKERS = Math.min(MEMBERS, Math.max(1, Number(args.speakers)));
const DURATION_S = Math.min(120, Math.max(4, Number(args.duration)));
const DAY_S = 86_400;
const PRINCIPAL = 10_000;
const PAY_PASSWORD = '135790';
/**
 * Pause between one member's investments; and between one member's answered message and its next
 * (the rule is one a second by the server's clock: counted from the answer, a slow send does not
 * make the next one too soon).
 */
const INVEST_PAUSE_MS = 150;
const SPEAK_EVERY_MS = 1_050;
/** The clock seam answers once the day's jobs have run: seconds under this load. */
const CLOCK_TIMEOUT_MS = 120_000;
/** How long a write is sent again after a cut connection or "in progress" (a dead owner's lease is 10 s). */
const RETRY_FOR_MS = 45_000;
const READERS = 4;
const READ_TIMEOUT_MS = 5_000;
const WRITE_TIMEOUT_MS = 15_000;
const FANOUT_TARGET_MS = 100;
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const CODE = { SUCCESS: 1000, UNAVAILABLE: 1010, IN_PROGRESS: 1803 };
const METRICS_TOKEN = randomBytes(16).toString('hex');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const servers = [];
const sockets = [];
const dataDirs = [];
let database;
let probe;
async function cleanup() {
  for (const s of sockets.splice(0)) s.terminate();
  await probe?.stop();
  for (const s of servers.splice(0)) await stopServer(s);
  if (args.keep && database) console.log(`kept: ${database.url}`);
  else await database?.drop();
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
const watchdog = setTimeout(async () => {
  console.error('watchdog: the benchmark ran past 10 minutes');
  await cleanup();
  process.exit(2);
}, 10 * 60_000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

/** One POST, never throwing: status 0 for a cut connection or a timeout. */
async function post(server, url, body, headers) {
  try {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, code: json?.code ?? -1, message: json?.message, data: json?.data ?? null };
  } catch {
    return { status: 0, code: -1, data: null };
  }
}

/** An answer the client acts on: not a cut connection, not "still in progress", not shed (503). */
const final = (a) => a.status === 200 && a.code !== CODE.IN_PROGRESS && a.code !== CODE.UNAVAILABLE;

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: percentile(sorted, 50) ?? null,
    p99Ms: percentile(sorted, 99) ?? null,
  };
}

/** One answer, short: where it went and what came back. */
const trail = (x) => `${x.on} ${x.status} ${x.code}`;

function table(rows) {
  const widths = Object.keys(rows[0]).map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(Object.keys(rows[0])));
  for (const r of rows) console.log(line(Object.values(r)));
}

async function main() {
  if (!(await pgAndRedisReachable())) {
    // As chat.mjs and run.mjs do: nothing to measure here, and nothing failed.
    console.log('two-process: PostgreSQL or Redis not reachable on loopback (5432, 6379): skipped');
    return true;
  }
  database = await createBenchDatabase(`bench_two_process_${randomBytes(3).toString('hex')}`);
  // The same database, Redis and secret (tokens made by one are good on the other); each its own
  // port and data directory. Tokens outlive the two days the clocks move.
  const extraEnv = {
    REDIS_URL,
    SECRET_KEY: randomBytes(32).toString('hex'),
    ACCESS_TOKEN_TTL: String(30 * DAY_S),
    REFRESH_TOKEN_TTL: String(60 * DAY_S),
    METRICS_TOKEN,
  };
  const start = async (name) => {
    const dataDir = tempDataDir(`film-club-two-${name}-`);
    dataDirs.push(dataDir);
    const server = await startServer({
      dataDir,
      databaseUrl: database.url,
      extraEnv,
      logFile: path.join(dataDir, 'server.log'),
    });
    server.name = name;
    servers.push(server);
    return server;
  };
  const a = await start('A');
  const b = await start('B');
  const both = [a, b];
  console.log(
    `two-process bench: A :${a.port} and B :${b.port} on ${database.name} + Redis; ${SOCKETS} sockets, ` +
      `${MEMBERS} investors (${SPEAKERS} speaking), ${DURATION_S} s, A killed half-way (after day one), the load going on ${DURATION_S / 2} s after`,
  );

  const adminToken = (await api(a, 'POST', '/api/admin/base/open/login', { body: ADMIN })).token;
  const [listener, ...members] = await registerMembers(a, MEMBERS + 1);
  await makeInvestors(a, adminToken, members);
  const projectId = await makeProject(a, adminToken, { title: 'Two-process film', single: PRINCIPAL });
  // Returns enough for two days of interest on far more investments than the run makes.
  await api(a, 'POST', '/api/admin/finance/proj/revenue', {
    token: adminToken,
    headers: { 'idempotency-key': `bench-two-${randomBytes(8).toString('hex')}` },
    body: { projectId, amount: 100_000_000, source: 'subsidy', memo: 'two-process bench' },
  });
  const roomId = await makeRoom(a, adminToken);

  // body → the message's send time and its copies per process.
  const messages = new Map();
  const copyLatencies = [];
  const perProcess = both.map(() => 0);
  for (let i = 0; i < SOCKETS; i++) {
    const where = i % 2;
    await openSocket(
      both[where],
      listener,
      (body, at) => {
        const m = messages.get(body);
        if (!m) return;
        m.copies[where]++;
        perProcess[where]++;
        const ms = at - m.sentAt;
        copyLatencies.push(ms);
        if (ms > m.lastMs) m.lastMs = ms;
      },
      sockets,
    );
  }
  const socketsOn = [Math.ceil(SOCKETS / 2), Math.floor(SOCKETS / 2)];

  // Writes: each an op sent until it has a final answer, to A or B in turn while A lives.
  let killedAt = 0;
  let turn = 0;
  const ops = [];
  const inFlightOnA = new Set();
  const pick = () => (killedAt ? b : both[turn++ % 2]);
  async function complete(op) {
    const until = Date.now() + RETRY_FOR_MS;
    for (;;) {
      const target = pick();
      if (target === a) inFlightOnA.add(op);
      const answer = await post(target, op.url, op.body, op.headers);
      inFlightOnA.delete(op);
      op.answers.push({ ...answer, on: target.name });
      if (final(answer)) {
        op.final = answer;
        return;
      }
      if (Date.now() > until) return;
      await sleep(answer.status === 0 ? 50 : 250);
    }
  }
  const newOp = (kind, member, url, body, headers) => {
    const op = { kind, member, url, body, headers, answers: [], startedAt: Date.now() };
    ops.push(op);
    return op;
  };

  // The survivor's reads, all along: when each was sent, how long it took, whether it answered.
  const reads = [];
  let loadOver = false;
  const readers = Array.from({ length: READERS }, async (_, r) => {
    const m = members[r % members.length];
    while (!loadOver) {
      const at = Date.now();
      let ok = false;
      try {
        const res = await fetch(`${b.baseUrl}/api/app/user/info/person`, {
          headers: { authorization: m.token },
          signal: AbortSignal.timeout(READ_TIMEOUT_MS),
        });
        ok = res.ok && (await res.json()).code === CODE.SUCCESS;
      } catch {
        ok = false;
      }
      reads.push({ at, ms: Date.now() - at, ok });
      await sleep(20);
    }
  });

  probe = startStallProbe([b.baseUrl]);
  // The bench's own event loop (it reads every copy): a busy one adds to the latencies it measures.
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  const started = Date.now();
  // Moved on at the kill: the survivor carries the load for half the duration whenever the kill came.
  let until = started + DURATION_S * 1000;
  const investing = members.map(async (m) => {
    while (Date.now() < until) {
      const key = `bench-two-${randomBytes(8).toString('hex')}`;
      const op = newOp(
        'invest',
        m,
        '/api/app/finance/invest/invest',
        { projectId, amount: PRINCIPAL, payPassword: PAY_PASSWORD, acceptRisk: true },
        { authorization: m.token, 'idempotency-key': key },
      );
      op.key = key;
      await complete(op);
      await sleep(INVEST_PAUSE_MS);
    }
  });
  const speaking = members.slice(0, SPEAKERS).map(async (m, i) => {
    await sleep((i * SPEAK_EVERY_MS) / SPEAKERS);
    while (Date.now() < until) {
      const sentAt = Date.now();
      const body = `two ${randomBytes(6).toString('hex')}`;
      const clientMsgId = randomUUID();
      messages.set(body, { sentAt, copies: [0, 0], lastMs: 0 });
      const op = newOp(
        'message',
        m,
        '/api/app/chat/comm/send',
        { roomId, clientMsgId, kind: 'text', body },
        { authorization: m.token },
      );
      op.text = body;
      await complete(op);
      messages.get(body).ackedAt = Date.now();
      await sleep(SPEAK_EVERY_MS);
    }
  });

  // Day one: both clocks move at once, so both run the settlement of the same day side by side.
  const clock = async (server, advanceSeconds = DAY_S + 60) => {
    const res = await fetch(`${server.baseUrl}/api/admin/dev/clock`, {
      method: 'POST',
      headers: { authorization: adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds }),
      signal: AbortSignal.timeout(CLOCK_TIMEOUT_MS),
    });
    const answer = await res.json();
    if (answer.code !== CODE.SUCCESS)
      throw new Error(`clock on ${server.name}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  await sleep(DURATION_S * 300);
  const jobsBefore = await Promise.all(both.map((server) => jobSeconds(server, METRICS_TOKEN)));
  const dayOneAt = Date.now();
  await Promise.all(both.map((s) => clock(s)));
  const dayOneMs = Date.now() - dayOneAt;
  const jobsAfter = await Promise.all(both.map((server) => jobSeconds(server, METRICS_TOKEN)));
  const dayOneJobs = {
    A: slowestJobs(jobsBefore[0], jobsAfter[0]),
    B: slowestJobs(jobsBefore[1], jobsAfter[1]),
  };

  // Day two, then A dies a few milliseconds into its jobs, with writes in flight. A minute short of a
  // day: the server keeps idempotency keys a day by its clock, and a jump of a whole day would age the
  // keys of the writes in flight past that, as no real day does (a retry would then be a new request).
  // The investments made before day one still fall due for their second day.
  await sleep(Math.max(0, started + DURATION_S * 500 - Date.now()));
  const dayTwoOnB = clock(b, DAY_S - 60);
  const dayTwoOnA = clock(a, DAY_S - 60).catch(() => 'cut');
  const probeBefore = probe.lap();
  await sleep(randomInt(5, 60));
  const inFlightAtKill = inFlightOnA.size;
  killedAt = Date.now();
  a.child.kill('SIGKILL');
  until = Math.max(until, killedAt + DURATION_S * 500);
  await a.exitedPromise;
  const dayTwo = await dayTwoOnB;
  const dayTwoOnAOutcome = (await dayTwoOnA) === 'cut' ? 'cut by the kill' : 'answered before the kill';

  await Promise.all([...investing, ...speaking]);
  const loadEndedAt = Date.now();
  loadOver = true;
  await Promise.all(readers);
  // The last copies arrive; then whatever A left due is run by B (a minute on its clock).
  await sleep(2_000);
  const probeAfter = probe.lap();
  const stall = await probe.stop();
  probe = undefined;
  benchLoop.disable();
  const benchLoopMs = {
    p99: Math.round(benchLoop.percentile(99) / 1e6),
    max: Math.round(benchLoop.max / 1e6),
  };
  const afterAll = await clock(b, 60);
  const bNow = Date.parse(afterAll.now);
  for (const s of sockets.splice(0)) s.terminate();
  await stopServer(b);

  // ---- the checks, read-only on the database
  const failures = [];
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query('set default_transaction_read_only = on');
  const invests = ops.filter((o) => o.kind === 'invest');
  const sent = ops.filter((o) => o.kind === 'message');
  const acked = (list) => list.filter((o) => o.final?.code === CODE.SUCCESS);
  const unresolved = ops.filter((o) => !o.final);
  if (unresolved.length > 0) failures.push(`${unresolved.length} writes never had a final answer`);
  const retried = ops.filter((o) => o.answers.length > 1);
  const retriedAfterCut = ops.filter((o) => o.answers.some((x) => x.on === 'A' && x.status === 0));

  // 1a. Investments: one INVESTED entry under each acknowledged key and one investment on it, the
  // one the answers named; per member, as many investments as acknowledged ones.
  const entries = new Map(
    (
      await db.query(
        `select e.request_key, e.id, count(i.id)::int as investments, min(i.id) as investment_id
           from ledger_entries e left join investments i on i.entry_id = e.id
          where e.type = 'INVESTED' group by e.request_key, e.id`,
      )
    ).rows.map((r) => [r.request_key, r]),
  );
  let investLost = 0;
  let investDoubled = 0;
  let answersDiffer = 0;
  for (const op of acked(invests)) {
    const row = entries.get(`member:${op.member.id}:${op.key}`);
    if (!row) investLost++;
    else if (row.investments !== 1) investDoubled++;
    else if (Number(row.investment_id) !== op.final.data?.id) answersDiffer++;
    const finals = new Set(op.answers.filter(final).map((x) => JSON.stringify(x.data)));
    if (finals.size > 1) answersDiffer++;
  }
  const perMember = new Map(
    (await db.query('select user_id, count(*)::int as n from investments group by user_id')).rows.map((r) => [
      Number(r.user_id),
      r.n,
    ]),
  );
  let investExtra = 0;
  for (const m of members) {
    const ackedHere = acked(invests).filter((o) => o.member === m).length;
    investExtra += Math.max(0, (perMember.get(m.id) ?? 0) - ackedHere);
  }
  if (investLost) failures.push(`${investLost} acknowledged investments lost`);
  if (investDoubled) failures.push(`${investDoubled} acknowledged investments applied twice`);
  if (investExtra) failures.push(`${investExtra} investments in the database that no answer acknowledged`);
  if (answersDiffer)
    failures.push(
      `${answersDiffer} investment keys answered differently on retry, or not with their row's id`,
    );

  // 1b. Messages: each acknowledged body once in the room, and no other member message.
  const bodies = new Map(
    (
      await db.query(
        `select body, count(*)::int as n from chat_messages
          where room_id = $1 and sender_kind = 'member' group by body`,
        [roomId],
      )
    ).rows.map((r) => [r.body, r.n]),
  );
  let messagesLost = 0;
  let messagesDoubled = 0;
  for (const op of acked(sent)) {
    const n = bodies.get(op.text) ?? 0;
    if (n === 0) messagesLost++;
    if (n > 1) messagesDoubled++;
  }
  const ackedBodies = new Set(acked(sent).map((o) => o.text));
  const messagesExtra = [...bodies.keys()].filter((body) => !ackedBodies.has(body)).length;
  if (messagesLost) failures.push(`${messagesLost} acknowledged messages lost`);
  if (messagesDoubled) failures.push(`${messagesDoubled} acknowledged messages posted twice`);
  if (messagesExtra) failures.push(`${messagesExtra} messages in the room that no answer acknowledged`);

  // 3. Each job once: no schedule day paid twice (the payouts' primary key, the entries' request
  // keys), each investment's days_paid the days its payouts name, nothing due left unpaid.
  const doublePayouts = (
    await db.query(
      `select count(*)::int as n from (select investment_id, day, type from investment_payouts
        group by investment_id, day, type having count(*) > 1) d`,
    )
  ).rows[0].n;
  const payoutEntries = (
    await db.query(
      `select count(*)::int as entries, count(distinct request_key)::int as keys
         from ledger_entries where request_key like 'payout:%'`,
    )
  ).rows[0];
  const payoutDays = (
    await db.query(
      'select count(*)::int as n from (select distinct investment_id, day from investment_payouts) d',
    )
  ).rows[0].n;
  const daysMismatch = (
    await db.query(
      `select count(*)::int as n from investments i
        where i.days_paid <> (select count(distinct p.day) from investment_payouts p where p.investment_id = i.id)`,
    )
  ).rows[0].n;
  const dueUnpaid = (
    await db.query(
      `select count(*)::int as n from investments where status = 'holding' and next_due_at <= $1`,
      [bNow],
    )
  ).rows[0].n;
  const paidByDay = (
    await db.query(
      'select day, count(distinct investment_id)::int as n from investment_payouts group by day order by day',
    )
  ).rows;
  if (doublePayouts) failures.push(`${doublePayouts} schedule days paid twice`);
  if (payoutEntries.entries !== payoutDays || payoutEntries.keys !== payoutDays)
    failures.push(`${payoutEntries.entries} payout entries for ${payoutDays} paid days`);
  if (daysMismatch) failures.push(`${daysMismatch} investments whose days_paid differs from their payouts`);
  if (dueUnpaid) failures.push(`${dueUnpaid} investments due and unpaid after the survivor's jobs`);
  await db.end();

  let ledgerOk = true;
  let ledgerOut = '';
  try {
    ledgerOut = execFileSync('npm', ['run', '--silent', 'ledger:verify'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDirs[1] },
      stdio: 'pipe',
      encoding: 'utf8',
      timeout: 120_000,
    });
  } catch (err) {
    ledgerOk = false;
    ledgerOut = String(err.stdout ?? err);
    failures.push('ledger:verify failed');
  }

  // 2. The survivor: its reads before and after the kill.
  const window = (from, to) => reads.filter((r) => r.at >= from && r.at < to);
  const readsBefore = window(started, killedAt);
  const readsAfter = window(killedAt, loadEndedAt + 1);
  const summary = (list) => ({
    ...percentiles(list.filter((r) => r.ok).map((r) => r.ms)),
    errors: list.filter((r) => !r.ok).length,
  });
  const survivor = { before: summary(readsBefore), after: summary(readsAfter) };
  const answeredAfter = readsAfter.filter((r) => r.ok).length;
  if (answeredAfter === 0 || survivor.after.errors > 0)
    failures.push(
      `the survivor failed ${survivor.after.errors} of ${readsAfter.length} reads after the kill`,
    );
  if (stall.failures > 0) failures.push(`the survivor failed ${stall.failures} stall-probe pings`);

  // 4. Fan-out: each copy's latency; each message's last copy, for those sent while both processes
  // lived (acknowledged at least a second before the kill: every socket) and those after (B's).
  const sentOps = acked(sent);
  const beforeKill = sentOps.filter((o) => messages.get(o.text).ackedAt < killedAt - 1_000);
  const afterKill = sentOps.filter((o) => o.startedAt > killedAt);
  const complete_ = (list, expected, copiesOf) => {
    const whole = list.filter((o) => copiesOf(messages.get(o.text)) >= expected);
    return {
      messages: list.length,
      everyCopy: whole.length,
      missingCopies: list.reduce((n, o) => n + Math.max(0, expected - copiesOf(messages.get(o.text))), 0),
      lastCopy: percentiles(whole.map((o) => messages.get(o.text).lastMs)),
      // The send's own answer (its commit and the publish included): the part of the above that is HTTP.
      send: percentiles(list.map((o) => messages.get(o.text).ackedAt - messages.get(o.text).sentAt)),
      // The last copy counted from the send's answer: the fan-out itself (Redis, the other process).
      afterAnswer: percentiles(
        whole.map((o) => {
          const m = messages.get(o.text);
          return Math.max(0, m.sentAt + m.lastMs - m.ackedAt);
        }),
      ),
    };
  };
  const fanout = {
    bothAlive: complete_(beforeKill, SOCKETS, (m) => m.copies[0] + m.copies[1]),
    survivorOnly: complete_(afterKill, socketsOn[1], (m) => m.copies[1]),
    copies: percentiles(copyLatencies),
    copiesPerProcess: { A: perProcess[0], B: perProcess[1] },
  };

  const result = {
    at: new Date().toISOString(),
    sockets: SOCKETS,
    members: MEMBERS,
    speakers: SPEAKERS,
    durationS: DURATION_S,
    killAtS: Number(((killedAt - started) / 1000).toFixed(2)),
    dayOneBothMs: dayOneMs,
    dayOneSlowestJobs: dayOneJobs,
    dayTwoOnA: dayTwoOnAOutcome,
    dayTwoOnB: dayTwo.now,
    writes: {
      investments: { sent: invests.length, acknowledged: acked(invests).length },
      messages: { sent: sent.length, acknowledged: acked(sent).length },
      refused: ops
        .filter((o) => o.final && o.final.code !== CODE.SUCCESS)
        .map((o) => ({
          kind: o.kind,
          code: o.final.code,
          message: o.final.message,
          answers: o.answers.map(trail),
        })),
      cut: retriedAfterCut.map((o) => ({ kind: o.kind, answers: o.answers.map(trail) })),
      inFlightOnAAtKill: inFlightAtKill,
      cutByTheKill: retriedAfterCut.length,
      sentMoreThanOnce: retried.length,
      inProgressAnswers: ops.flatMap((o) => o.answers).filter((x) => x.code === CODE.IN_PROGRESS).length,
      unresolved: unresolved.length,
      lost: investLost + messagesLost,
      doubled: investDoubled + messagesDoubled + investExtra + messagesExtra,
    },
    survivor: { ...survivor, probeBefore, probeAfter },
    settlement: { paidByDay, payoutEntries: payoutEntries.entries, doublePayouts, daysMismatch, dueUnpaid },
    ledgerOk,
    fanout,
    fanoutTargetMs: FANOUT_TARGET_MS,
    benchLoopMs,
    stall,
    failures,
  };

  console.log('\nwrites');
  table([
    {
      write: 'investments',
      sent: invests.length,
      acked: acked(invests).length,
      lost: investLost,
      twice: investDoubled + investExtra,
    },
    {
      write: 'chat messages',
      sent: sent.length,
      acked: acked(sent).length,
      lost: messagesLost,
      twice: messagesDoubled + messagesExtra,
    },
  ]);
  console.log(
    `kill -9 of A at ${result.killAtS} s: ${inFlightAtKill} writes in flight on A, ${retriedAfterCut.length} cut ` +
      `and sent again to B (${retried.length} writes sent more than once in all, ${result.writes.inProgressAnswers} ` +
      `"in progress" answers, ${unresolved.length} unresolved)`,
  );
  console.log('\nsurvivor B: GET /api/app/user/info/person');
  table([
    {
      when: 'before the kill',
      reads: readsBefore.length,
      errors: survivor.before.errors,
      p50: survivor.before.p50Ms,
      p99: survivor.before.p99Ms,
      'worst stall': probeBefore.worstMs,
    },
    {
      when: 'after the kill',
      reads: readsAfter.length,
      errors: survivor.after.errors,
      p50: survivor.after.p50Ms,
      p99: survivor.after.p99Ms,
      'worst stall': probeAfter.worstMs,
    },
  ]);
  console.log(`survivor B: ${stallLine(stall)}`);
  console.log('\njobs');
  console.log(
    `day one in both processes at once: ${dayOneMs} ms (slowest jobs: A ${dayOneJobs.A.join(', ') || 'none'}; ` +
      `B ${dayOneJobs.B.join(', ') || 'none'}); day two: A ${dayTwoOnAOutcome}, B finished it; ` +
      `paid investments by day: ${paidByDay.map((r) => `day ${r.day}: ${r.n}`).join(', ') || 'none'}; ` +
      `${doublePayouts} days paid twice, ${dueUnpaid} due unpaid; ledger:verify ${ledgerOk ? 'clean' : 'FAILED'}`,
  );
  console.log(`\nchat fan-out (${SOCKETS} sockets: ${socketsOn[0]} on A, ${socketsOn[1]} on B)`);
  const fanRow = (label, f, sockets) => ({
    messages: label,
    sent: f.messages,
    'every copy': f.everyCopy,
    sockets,
    'missing copies': f.missingCopies,
    'send answer p50': f.send.p50Ms,
    'send answer p99': f.send.p99Ms,
    'last copy p50': f.lastCopy.p50Ms,
    'last copy p99': f.lastCopy.p99Ms,
    'after answer p99': f.afterAnswer.p99Ms,
  });
  table([
    fanRow('both alive', fanout.bothAlive, SOCKETS),
    fanRow('after the kill', fanout.survivorOnly, socketsOn[1]),
  ]);
  const lastP99 = fanout.bothAlive.lastCopy.p99Ms;
  console.log(
    `every copy: p50 ${fanout.copies.p50Ms} ms, p99 ${fanout.copies.p99Ms} ms (${fanout.copies.count} copies); ` +
      `send to every copy p99 ${lastP99} ms (target ${FANOUT_TARGET_MS} ms: ${lastP99 !== null && lastP99 <= FANOUT_TARGET_MS ? 'met' : 'not met'}); ` +
      `the bench's own event loop delay: p99 ${benchLoopMs.p99} ms, worst ${benchLoopMs.max} ms`,
  );
  if (!ledgerOk) console.log(ledgerOut);

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `two-process-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(ROOT, file)}`);
  console.log(
    failures.length === 0 ? 'two-process: every check passed' : `two-process: FAILED: ${failures.join('; ')}`,
  );
  return failures.length === 0;
}

main()
  .then(async (ok) => {
    clearTimeout(watchdog);
    await cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(err);
    clearTimeout(watchdog);
    await cleanup();
    process.exit(1);
  });
