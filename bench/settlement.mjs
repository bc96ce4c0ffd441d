// The daily settlement at scale (SQLite): how many active investments the real server's settlement
// job pays per second, and the worst stall a member's request meets meanwhile. Members and projects
// are made through the API, each member invests once in each project the real way, then, with the
// server stopped, each real investment is copied until there are --investments of them, each copy
// with its own INVESTED entry (after one top-up of the member's wallet from platform cash per
// original), so the ledger stays balanced. Rebates are marked paid on every
// investment, so the run times the returns alone. The server comes back and its clock moves one day
// (the test seam, which answers once the jobs then due have run: that is the time measured); every
// investment's first day must be paid, and `ledger:verify` must pass.
// Usage: node bench/settlement.mjs [--investments 100000 --members 20 --projects 5]
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { makeInvestors, registerMembers } from './lib/members.mjs';
import { makeProject } from './lib/projects.mjs';
import { ADMIN, api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';

const { values: args } = parseArgs({
  options: {
    investments: { type: 'string', default: '100000' },
    members: { type: 'string', default: '20' },
    projects: { type: 'string', default: '5' },
  },
});
const MEMBERS = Math.min(50, Math.max(1, Number(args.members)));
const PROJECTS = Math.min(20, Math.max(1, Number(args.projects)));
const INVESTMENTS = Math.min(2_000_000, Math.max(MEMBERS * PROJECTS, Number(args.investments)));
const PRINCIPAL = 10_000;
const DAY_S = 86_400;
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const key = () => `bench-settle-${randomBytes(8).toString('hex')}`;

let server;
let probe;
const watchdog = setTimeout(async () => {
  console.error('watchdog: the benchmark ran past 30 minutes');
  await probe?.stop();
  if (server) await stopServer(server);
  process.exit(2);
}, 30 * 60_000);

/** Projects paying 0.1 % a day over 30 days, LINEAR, with room for every copy. */
async function makeProjects(adminToken) {
  const ids = [];
  for (let i = 0; i < PROJECTS; i++) {
    ids.push(await makeProject(server, adminToken, { title: `Settlement film ${i + 1}`, single: PRINCIPAL }));
  }
  return ids;
}

/** Each ledger account's id and cached balance, made when missing, as `postEntry` keeps them. */
function accounts(db, now) {
  const find = db.prepare(
    'SELECT id, balance FROM ledger_accounts WHERE owner_kind = ? AND owner_id = ? AND kind = ?',
  );
  const make = db.prepare(
    'INSERT INTO ledger_accounts (owner_kind, owner_id, kind, balance, created_at) VALUES (?, ?, ?, 0, ?)',
  );
  return (owner, id, kind) => {
    let row = find.get(owner, id, kind);
    if (!row) {
      make.run(owner, id, kind, now);
      row = find.get(owner, id, kind);
    }
    return row.id;
  };
}

/**
 * Copies the real investments up to INVESTMENTS, posting each member and project's extra principal
 * as two balanced entries, and marks every investment's rebates paid. One transaction.
 */
function copyInvestments(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const now = Date.now();
  const account = accounts(db, now);
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
  const copy = db.prepare(`INSERT INTO investments
    (user_id, project_id, principal, daily_rate_ppm, cycle_days, repay_type, invested_at, status, days_paid,
     next_due_at, principal_paid, interest_paid, interest_total, entry_id, revoked_at, rebates_paid_at,
     internal_principal, discount)
    SELECT user_id, project_id, principal, daily_rate_ppm, cycle_days, repay_type, invested_at, status, days_paid,
     next_due_at, principal_paid, interest_paid, interest_total, 0, revoked_at, invested_at, internal_principal, discount
    FROM investments WHERE id = ? RETURNING id`);
  const setEntry = db.prepare('UPDATE investments SET entry_id = ? WHERE id = ?');
  db.transaction(() => {
    const real = db
      .prepare("SELECT id, user_id, project_id, principal FROM investments WHERE status = 'holding'")
      .all();
    db.prepare('UPDATE investments SET rebates_paid_at = invested_at').run();
    const cash = account('platform', 0, 'cash');
    real.forEach((inv, i) => {
      // Spread the remainder over the first investments, so the total is exactly INVESTMENTS.
      const copies = Math.floor(INVESTMENTS / real.length) - 1 + (i < INVESTMENTS % real.length ? 1 : 0);
      if (copies <= 0) return;
      const wallet = account('member', inv.user_id, 'recharge');
      const principal = account('project', inv.project_id, 'principal');
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
  const count = db.prepare("SELECT COUNT(*) AS n FROM investments WHERE status = 'holding'").get().n;
  db.close();
  return count;
}

function paidFirstDay(reader) {
  return reader.prepare('SELECT COUNT(*) AS n FROM investments WHERE days_paid >= 1').get().n;
}

async function main() {
  const dataDir = tempDataDir('film-club-settle-');
  const file = path.join(dataDir, 'app.db');
  console.log(
    `settlement bench: ${INVESTMENTS.toLocaleString('en')} investments (${MEMBERS} members × ${PROJECTS} projects, copied)`,
  );
  server = await startServer({ dataDir });
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
  const holding = copyInvestments(file);
  console.log(
    `copied to ${holding.toLocaleString('en')} holding investments in ${((Date.now() - copiedAt) / 1000).toFixed(1)} s`,
  );

  // The clock seam's request lasts the whole run: past the server's usual request timeout.
  server = await startServer({
    dataDir,
    readyTimeoutMs: 300_000,
    extraEnv: { REQUEST_TIMEOUT: '1800', IDLE_TIMEOUT: '1800' },
  });
  const admin = (await api(server, 'POST', '/api/admin/base/open/login', { body: ADMIN })).token;
  probe = startStallProbe([server.baseUrl]);
  const reader = new Database(file, { readonly: true });
  // The clock seam answers once the jobs that fell due have run: its answer times the settlement.
  const started = Date.now();
  const res = await fetch(`${server.baseUrl}/api/admin/dev/clock`, {
    method: 'POST',
    headers: { authorization: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: DAY_S + 60 }),
    signal: AbortSignal.timeout(25 * 60_000),
  });
  const answer = await res.json();
  if (answer.code !== 1000) throw new Error(`clock: code ${answer.code}: ${answer.message}`);
  const paid = paidFirstDay(reader);
  const seconds = (Date.now() - started) / 1000;
  reader.close();
  const stall = await probe.stop();
  probe = undefined;
  await stopServer(server);
  server = undefined;

  let ledgerOk = true;
  try {
    execFileSync('npm', ['run', '--silent', 'ledger:verify'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    });
  } catch (err) {
    ledgerOk = false;
    console.error(String(err.stdout ?? err));
  }
  const perSecond = paid / seconds;
  const result = {
    engine: 'sqlite',
    investments: holding,
    paid,
    seconds: Number(seconds.toFixed(1)),
    perSecond: Math.round(perSecond),
    millionIn: `${(1_000_000 / perSecond / 60).toFixed(1)} min at this rate`,
    stall,
    ledgerOk,
  };
  console.log(
    `paid ${paid.toLocaleString('en')} of ${holding.toLocaleString('en')} first days in ${result.seconds} s: ` +
      `${result.perSecond.toLocaleString('en')} investments/s (1,000,000 in ${result.millionIn}); ${stallLine(stall)}; ` +
      `ledger:verify ${ledgerOk ? 'clean' : 'FAILED'}`,
  );
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `settlement-${Date.now()}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
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
    await probe?.stop();
    if (server) await stopServer(server);
    process.exit(1);
  });
