// The daily settlement at scale (SQLite, or PostgreSQL with --postgres): how many active investments
// the real server's settlement job pays per second, and the worst stall a member's request meets
// meanwhile. Members and projects are made through the API, each member invests once in each project
// the real way, then, with the server stopped, each real investment is copied until there are
// --investments of them, each copy with its own INVESTED entry (after one top-up of the member's
// wallet from platform cash per original), so the ledger stays balanced. Rebates are marked paid on
// every investment, so the run times the returns alone. The server comes back and its clock moves
// one day (the test seam, which answers once the jobs then due have run: that is the time measured);
// every investment's first day must be paid, and `ledger:verify` must pass.
// On SQLite the copies are made row by row with better-sqlite3 (in process, fast); on PostgreSQL
// (a fresh bench database, dropped at the end) set-based, a few statements over generate_series,
// the ids drawn from the tables' own sequences, then VACUUM ANALYZE as autovacuum would have done.
// Usage: node bench/settlement.mjs [--postgres] [--investments 100000 --members 20 --projects 5]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { makeInvestors, registerMembers } from './lib/members.mjs';
import { jobSeconds, slowestJobs } from './lib/metrics.mjs';
import { createBenchDatabase, postgresReachable } from './lib/postgres.mjs';
import { makeProject } from './lib/projects.mjs';
import { ADMIN, api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';

const { values: args } = parseArgs({
  options: {
    investments: { type: 'string', default: '100000' },
    members: { type: 'string', default: '20' },
    projects: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
  },
});
const ENGINE = args.postgres ? 'postgres' : 'sqlite';
const MEMBERS = Math.min(50, Math.max(1, Number(args.members)));
const PROJECTS = Math.min(20, Math.max(1, Number(args.projects)));
const INVESTMENTS = Math.min(2_000_000, Math.max(MEMBERS * PROJECTS, Number(args.investments)));
const PRINCIPAL = 10_000;
const DAY_S = 86_400;
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const key = () => `bench-settle-${randomBytes(8).toString('hex')}`;
const METRICS_TOKEN = randomBytes(16).toString('hex');

let server;
let probe;
let store;
async function cleanUp() {
  await probe?.stop();
  probe = undefined;
  if (server) await stopServer(server);
  server = undefined;
  await store?.drop();
}
const watchdog = setTimeout(async () => {
  console.error('watchdog: the benchmark ran past 30 minutes');
  await cleanUp();
  process.exit(2);
}, 30 * 60_000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

/** Projects paying 0.1 % a day over 30 days, LINEAR, with room for every copy. */
async function makeProjects(adminToken) {
  const ids = [];
  for (let i = 0; i < PROJECTS; i++) {
    ids.push(await makeProject(server, adminToken, { title: `Settlement film ${i + 1}`, single: PRINCIPAL }));
  }
  return ids;
}

/** How many copies the `i`th of `count` real investments gets: the remainder spread over the first ones, so the total is exactly INVESTMENTS. */
function copiesOf(count, i) {
  return Math.floor(INVESTMENTS / count) - 1 + (i < INVESTMENTS % count ? 1 : 0);
}

/** What a copy is made of: its original's columns, with its own entry and its rebates marked paid. */
const COPIED = [
  'user_id',
  'project_id',
  'principal',
  'daily_rate_ppm',
  'cycle_days',
  'repay_type',
  'invested_at',
  'status',
  'days_paid',
  'next_due_at',
  'principal_paid',
  'interest_paid',
  'interest_total',
  'entry_id',
  'revoked_at',
  'rebates_paid_at',
  'internal_principal',
  'discount',
];
/** The select list of a copy of `original` (an alias) whose entry is `entryId` (an expression). */
const copiedFrom = (original, entryId) =>
  COPIED.map((c) =>
    c === 'entry_id' ? entryId : c === 'rebates_paid_at' ? `${original}.invested_at` : `${original}.${c}`,
  ).join(', ');
const REAL =
  "SELECT id, user_id, project_id, principal FROM investments WHERE status = 'holding' ORDER BY id";
const MARK_REBATES_PAID = 'UPDATE investments SET rebates_paid_at = invested_at';
const HOLDING = "SELECT COUNT(*) AS n FROM investments WHERE status = 'holding'";
const PAID_FIRST_DAY = 'SELECT COUNT(*) AS n FROM investments WHERE days_paid >= 1';
const MAKE_ACCOUNT =
  'INSERT INTO ledger_accounts (owner_kind, owner_id, kind, balance, created_at) VALUES ($1, $2, $3, 0, $4) ' +
  'ON CONFLICT (owner_kind, owner_id, kind) DO NOTHING';
const FIND_ACCOUNT =
  'SELECT id, balance FROM ledger_accounts WHERE owner_kind = $1 AND owner_id = $2 AND kind = $3';
/** The accounts a copy touches: platform cash (the top-up), its member's wallet and its project's principal. */
const accountsOf = (inv) => ({
  cash: ['platform', 0, 'cash'],
  wallet: ['member', inv.user_id, 'recharge'],
  principal: ['project', inv.project_id, 'principal'],
});

/**
 * SQLite: copies the real investments up to INVESTMENTS, row by row (better-sqlite3, in process),
 * posting each original's top-up and each copy's INVESTED entry as `postEntry` would, and marks every
 * investment's rebates paid. One transaction.
 */
function copySqlite(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const now = Date.now();
  const find = db.prepare(FIND_ACCOUNT.replace(/\$\d/g, '?'));
  const make = db.prepare(MAKE_ACCOUNT.replace(/\$\d/g, '?'));
  const account = ([owner, id, kind]) => {
    make.run(owner, id, kind, now);
    return find.get(owner, id, kind).id;
  };
  const entry = db.prepare(
    "INSERT INTO ledger_entries (type, reference, actor, created_at) VALUES (?, ?, 'system', ?) RETURNING id",
  );
  const posting = db.prepare(
    'INSERT INTO ledger_postings (entry_id, account_id, type, amount, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const move = db.prepare('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ? RETURNING balance');
  const post = (type, reference, lines) => {
    const { id } = entry.get(type, reference, now);
    for (const [accountId, amount] of lines) {
      const { balance } = move.get(amount, accountId);
      posting.run(id, accountId, type, amount, balance, now);
    }
    return id;
  };
  const copy = db.prepare(
    `INSERT INTO investments (${COPIED.join(', ')}) SELECT ${copiedFrom('i', '0')} FROM investments i WHERE id = ? RETURNING id`,
  );
  const setEntry = db.prepare('UPDATE investments SET entry_id = ? WHERE id = ?');
  db.transaction(() => {
    const real = db.prepare(REAL).all();
    db.prepare(MARK_REBATES_PAID).run();
    real.forEach((inv, i) => {
      const copies = copiesOf(real.length, i);
      if (copies <= 0) return;
      const refs = accountsOf(inv);
      const [cash, wallet, principal] = [refs.cash, refs.wallet, refs.principal].map(account);
      post('SYSTEM', `bench:topup:${inv.id}`, [
        [cash, -copies * inv.principal],
        [wallet, copies * inv.principal],
      ]);
      // Each copy is an investment of its own, with its own INVESTED entry (ledger:verify ties them).
      for (let c = 0; c < copies; c++) {
        const { id } = copy.get(inv.id);
        const invested = post('INVESTED', `investment:${id}`, [
          [wallet, -inv.principal],
          [principal, inv.principal],
        ]);
        setEntry.run(invested, id);
      }
    });
  })();
  const count = db.prepare(HOLDING).get().n;
  db.close();
  return count;
}

/**
 * PostgreSQL: the same copies, entries, postings and balances as `copySqlite`, set-based: the plan
 * (one row per original with copies) goes in as arrays, the copies are generate_series over it, and
 * every id (investment, entry) is drawn with nextval from the table's own sequence, so the sequences
 * end past every copied id and the server's next insert cannot collide. Postings' balance_after is
 * the running sum per account from its balance before, in entry order (each original's top-up before
 * every copy's debit of that wallet), and each account's balance moves once by its postings' sum.
 * One transaction; then VACUUM ANALYZE, as autovacuum would have done to tables that grew this much.
 */
async function copyPostgres(client) {
  const now = Date.now();
  await client.query('BEGIN');
  const real = (await client.query(REAL)).rows.map((r) => ({ ...r, principal: Number(r.principal) }));
  await client.query(MARK_REBATES_PAID);
  const plan = real
    .map((inv, i) => ({ ...inv, copies: copiesOf(real.length, i) }))
    .filter((p) => p.copies > 0);
  const ids = new Map();
  const account = async (ref) => {
    const key = ref.join('/');
    if (!ids.has(key)) {
      await client.query(MAKE_ACCOUNT, [...ref, now]);
      ids.set(key, (await client.query(FIND_ACCOUNT, ref)).rows[0].id);
    }
    return ids.get(key);
  };
  const cash = await account(accountsOf(plan[0] ?? real[0]).cash);
  const columns = { orig: [], copies: [], principal: [], wallet: [], principalAccount: [] };
  for (const p of plan) {
    columns.orig.push(p.id);
    columns.copies.push(p.copies);
    columns.principal.push(p.principal);
    columns.wallet.push(await account(accountsOf(p).wallet));
    columns.principalAccount.push(await account(accountsOf(p).principal));
  }
  const steps = [
    [
      `CREATE TEMP TABLE bench_plan ON COMMIT DROP AS
       SELECT orig, copies, principal, wallet, principal_account,
         nextval(pg_get_serial_sequence('ledger_entries', 'id')) AS topup_entry
       FROM unnest($1::int[], $2::int[], $3::bigint[], $4::int[], $5::int[])
         AS p(orig, copies, principal, wallet, principal_account)
       ORDER BY orig`,
      Object.values(columns),
    ],
    [
      `CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
       SELECT nextval(pg_get_serial_sequence('investments', 'id')) AS id,
         nextval(pg_get_serial_sequence('ledger_entries', 'id')) AS entry_id,
         p.orig, p.principal, p.wallet, p.principal_account
       FROM bench_plan p CROSS JOIN generate_series(1, p.copies)`,
    ],
    [
      `INSERT INTO ledger_entries (id, type, reference, actor, created_at)
       SELECT topup_entry, 'SYSTEM', 'bench:topup:' || orig, 'system', $1::bigint FROM bench_plan
       UNION ALL
       SELECT entry_id, 'INVESTED', 'investment:' || id, 'system', $1::bigint FROM bench_copies
       ORDER BY 1`,
      [now],
    ],
    [
      `INSERT INTO investments (id, ${COPIED.join(', ')})
       SELECT c.id, ${copiedFrom('i', 'c.entry_id')} FROM bench_copies c JOIN investments i ON i.id = c.orig
       ORDER BY c.id`,
    ],
    [
      `CREATE TEMP TABLE bench_postings ON COMMIT DROP AS
       SELECT topup_entry AS entry_id, 0 AS line, $1::int AS account_id, 'SYSTEM' AS type,
         -copies * principal AS amount FROM bench_plan
       UNION ALL SELECT topup_entry, 1, wallet, 'SYSTEM', copies * principal FROM bench_plan
       UNION ALL SELECT entry_id, 0, wallet, 'INVESTED', -principal FROM bench_copies
       UNION ALL SELECT entry_id, 1, principal_account, 'INVESTED', principal FROM bench_copies`,
      [cash],
    ],
    [
      `INSERT INTO ledger_postings (entry_id, account_id, type, amount, balance_after, created_at)
       SELECT p.entry_id, p.account_id, p.type, p.amount,
         a.balance + sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.entry_id, p.line
           ROWS UNBOUNDED PRECEDING), $1::bigint
       FROM bench_postings p JOIN ledger_accounts a ON a.id = p.account_id
       ORDER BY p.entry_id, p.line`,
      [now],
    ],
    [
      `UPDATE ledger_accounts a SET balance = a.balance + t.total
       FROM (SELECT account_id, sum(amount) AS total FROM bench_postings GROUP BY account_id) t
       WHERE a.id = t.account_id`,
    ],
  ];
  for (const [sql, params] of steps) await client.query(sql, params);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE investments, ledger_entries, ledger_postings, ledger_accounts');
  return Number((await client.query(HOLDING)).rows[0].n);
}

/** Where the run keeps its data: how to start the server on it, copy, count and verify it, and drop it. */
async function openStore(dataDir) {
  if (ENGINE === 'sqlite') {
    const file = path.join(dataDir, 'app.db');
    return {
      server: { dataDir },
      verifyEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      copy: async () => copySqlite(file),
      paidFirstDay: async () => {
        const reader = new Database(file, { readonly: true });
        const n = reader.prepare(PAID_FIRST_DAY).get().n;
        reader.close();
        return n;
      },
      drop: async () => {},
    };
  }
  const database = await createBenchDatabase(`bench_settlement_${randomBytes(3).toString('hex')}`);
  const withClient = async (work) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    server: { dataDir, databaseUrl: database.url },
    verifyEnv: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    copy: () => withClient(copyPostgres),
    paidFirstDay: () => withClient(async (c) => Number((await c.query(PAID_FIRST_DAY)).rows[0].n)),
    drop: () => database.drop(),
  };
}

/**
 * POSTs JSON and waits up to 25 minutes for the answer: fetch (undici) gives up when the headers
 * take over 5 minutes, which the clock seam does past ~400,000 investments on PostgreSQL.
 */
function postWaiting(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    req.setTimeout(25 * 60_000, () => req.destroy(new Error(`no answer from ${url} in 25 minutes`)));
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`${url}: HTTP ${res.statusCode}, not JSON: ${text.slice(0, 200)}`));
        }
      });
    });
    req.end(JSON.stringify(body));
  });
}

async function main() {
  if (ENGINE === 'postgres' && !(await postgresReachable())) {
    // As the other PostgreSQL benches do: nothing to measure here, and nothing failed.
    console.log('settlement bench: PostgreSQL not reachable on 127.0.0.1:5432: skipped');
    return true;
  }
  const dataDir = tempDataDir('film-club-settle-');
  store = await openStore(dataDir);
  console.log(
    `settlement bench (${ENGINE}): ${INVESTMENTS.toLocaleString('en')} investments (${MEMBERS} members × ${PROJECTS} projects, copied)`,
  );
  server = await startServer(store.server);
  const { token: adminToken } = await api(server, 'POST', '/api/admin/base/open/login', { body: ADMIN });
  const members = await registerMembers(server, MEMBERS);
  await makeInvestors(server, adminToken, members);
  const projects = await makeProjects(adminToken);
  for (const m of members) {
    for (const projectId of projects) {
      await api(server, 'POST', '/api/app/finance/invest/invest', {
        token: m.token,
        headers: { 'idempotency-key': key() },
        body: { projectId, amount: PRINCIPAL, payPassword: '135790', acceptRisk: true },
      });
    }
  }
  // Each project's returns cover the first day's interest of all its investments, twice over.
  const interestPerDay = PRINCIPAL / 1000;
  for (const projectId of projects) {
    await api(server, 'POST', '/api/admin/finance/proj/revenue', {
      token: adminToken,
      headers: { 'idempotency-key': key() },
      body: {
        projectId,
        amount: Math.ceil((2 * interestPerDay * INVESTMENTS) / PROJECTS),
        source: 'subsidy',
        memo: 'settlement bench',
      },
    });
  }
  await stopServer(server);

  const copiedAt = Date.now();
  const holding = await store.copy();
  const copySeconds = (Date.now() - copiedAt) / 1000;
  console.log(`copied to ${holding.toLocaleString('en')} holding investments in ${copySeconds.toFixed(1)} s`);

  // The clock seam's request lasts the whole run: past the server's usual request timeout.
  server = await startServer({
    ...store.server,
    readyTimeoutMs: 300_000,
    extraEnv: { REQUEST_TIMEOUT: '1800', IDLE_TIMEOUT: '1800', METRICS_TOKEN },
  });
  const admin = (await api(server, 'POST', '/api/admin/base/open/login', { body: ADMIN })).token;
  const jobsBefore = await jobSeconds(server, METRICS_TOKEN);
  probe = startStallProbe([server.baseUrl]);
  // The clock seam answers once the jobs that fell due have run: its answer times the settlement.
  const started = Date.now();
  const answer = await postWaiting(
    `${server.baseUrl}/api/admin/dev/clock`,
    { authorization: admin },
    { advanceSeconds: DAY_S + 60 },
  );
  if (answer.code !== 1000) throw new Error(`clock: code ${answer.code}: ${answer.message}`);
  const seconds = (Date.now() - started) / 1000;
  const paid = await store.paidFirstDay();
  const stall = await probe.stop();
  probe = undefined;
  // What the day's jobs took, as the server times them: the settlement, and whatever ran beside it.
  const jobs = slowestJobs(jobsBefore, await jobSeconds(server, METRICS_TOKEN), 4);
  await stopServer(server);
  server = undefined;

  let ledgerOk = true;
  try {
    execFileSync('npm', ['run', '--silent', 'ledger:verify'], {
      cwd: ROOT,
      env: { ...process.env, ...store.verifyEnv },
      stdio: 'pipe',
    });
  } catch (err) {
    ledgerOk = false;
    console.error(String(err.stdout ?? err));
  }
  const perSecond = paid / seconds;
  const result = {
    engine: ENGINE,
    investments: holding,
    paid,
    copySeconds: Number(copySeconds.toFixed(1)),
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(perSecond),
    millionIn: `${(1_000_000 / perSecond / 60).toFixed(1)} min at this rate`,
    stall,
    jobs,
    ledgerOk,
  };
  console.log(
    `paid ${paid.toLocaleString('en')} of ${holding.toLocaleString('en')} first days in ${result.seconds} s: ` +
      `${result.perSecond.toLocaleString('en')} investments/s (1,000,000 in ${result.millionIn}); ${stallLine(stall)}; ` +
      `ledger:verify ${ledgerOk ? 'clean' : 'FAILED'}`,
  );
  console.log(`slowest jobs (server's /metrics): ${jobs.join(', ') || 'none over 0.05 s'}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `settlement-${ENGINE}-${Date.now()}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  await store.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return paid === holding && ledgerOk;
}

main()
  .then((ok) => {
    clearTimeout(watchdog);
    process.exit(ok ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(err);
    await cleanUp();
    process.exit(1);
  });
