// Team, ranking and director-report reads over a large invitation tree: 100,000 members in six
// levels under one leader, seeded straight into a SQLite database the server then serves. Reports
// p50/p99 of `user/info/subordinateList` (the Team tab's figures and a page of invitees), of the four
// ranking boards, and, with the leader made a director, of the report reads, one request at a time
// after a warm-up of a tenth as many; and how long the day-close job takes to write the director's first 90 days.
// Usage: node bench/team.mjs [--members 100000 --requests 200]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { registerMembers } from './lib/members.mjs';
import { ADMIN, api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { mergeStalls, stallLine, startStallProbe } from './lib/stall-probe.mjs';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
  },
});
const MEMBERS = Math.min(1_000_000, Math.max(1_000, Number(args.members)));
// 15 minutes at 100,000 members; the walks of the director's reads grow with the team.
const WATCHDOG_MINUTES = Math.max(15, Math.ceil((15 * MEMBERS) / 100_000 / 2));
const REQUESTS = Math.min(2_000, Math.max(10, Number(args.requests)));
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

let server;
let probe;
const watchdog = setTimeout(async () => {
  console.error(`watchdog: the benchmark ran past ${WATCHDOG_MINUTES} minutes`);
  await probe?.stop();
  if (server) await stopServer(server);
  process.exit(2);
}, WATCHDOG_MINUTES * 60_000);

/** Members per level under the leader (levels 1–6), scaled to MEMBERS: a wide, deep tree. */
function levelSizes() {
  const shape = [50, 500, 5_000, 20_000, 30_000, 44_450];
  const scale = MEMBERS / 100_000;
  return shape.map((n) => Math.max(1, Math.round(n * scale)));
}

// A fixed pseudo-random sequence, so every run seeds the same club.
let state = 20261126;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};

/**
 * Seeds the tree under `leader` the way registration writes it (users with their inviter, and one
 * ancestor row per inviter above, at any depth), with 40 % of members VIP and 30 % holding one
 * investment, their times spread over the last 90 days. `second` (a registered member who can sign
 * in) becomes one of the level-2 members, so a mid-board place is read too. Investments are
 * completed and their rebates marked paid, so the server's jobs leave them alone; the ledger is not
 * involved in these reads and is not seeded. The running totals that registration, activation and
 * investment keep beside the rows (team sizes, the reports' counts and quarter hours) are written too.
 */
function seed(file, leaderId, secondId, now) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = OFF');
  const start = now - HISTORY_DAYS * DAY_MS;
  const SPAN_MS = 15 * 60 * 1000;
  const levelId = db
    .prepare("select id from member_levels where kind = 'vip' order by level limit 1")
    .get().id;
  const ancestorsOf = (id) =>
    db
      .prepare('select ancestor_id, depth from user_ancestors where user_id = ? order by depth')
      .all(id)
      .map((r) => r.ancestor_id);
  const insertUser = db.prepare(`insert into users
    (area_code, phone, phone_e164, nickname, invitation_code, inviter_id, created_at)
    values ('1', ?, ?, ?, ?, ?, ?) returning id`);
  const insertAncestor = db.prepare(
    'insert into user_ancestors (user_id, ancestor_id, depth) values (?, ?, ?)',
  );
  const insertMembership = db.prepare(`insert into memberships
    (user_id, level_id, status, activated_at, expires_at, deposit, updated_at)
    values (?, ?, 'active', ?, ?, 0, ?)`);
  const insertInvestment = db.prepare(`insert into investments
    (user_id, project_id, principal, daily_rate_ppm, cycle_days, repay_type, invested_at, status,
     interest_total, entry_id, rebates_paid_at)
    values (?, 1, ?, 10000, 30, 'PIOARB', ?, 'completed', 0, 0, ?)`);
  const countMember = db.prepare('insert into member_holders (user_id) values (?)');
  const between = (from) => Math.floor(from + random() * (now - from));
  // The running totals those transactions keep beside the rows (report/counts-repo.ts, user/ancestry.ts).
  const sizes = new Map();
  const holders = new Map();
  const figures = new Map();
  const spans = new Map();
  const add = (map, key, values) => {
    const known = map.get(key) ?? values.map(() => 0);
    map.set(
      key,
      known.map((v, i) => v + values[i]),
    );
  };
  /** `chain`: the member's ancestors, nearest first. */
  const activity = (id, joined, chain) => {
    const lines = [id, ...chain];
    for (const [depth, ancestor] of chain.entries()) add(sizes, `${ancestor}:${depth + 1}`, [1]);
    if (random() < 0.4) {
      const at = between(joined);
      insertMembership.run(id, levelId, at, now + 300 * DAY_MS, at);
      countMember.run(id);
      for (const [depth, ancestor] of lines.entries()) add(holders, `${ancestor}:${depth}`, [1]);
    }
    if (random() < 0.3) {
      const at = between(joined);
      const principal = 100_000 * (1 + Math.floor(random() * 50));
      insertInvestment.run(id, principal, at, at);
      for (const [depth, ancestor] of lines.entries()) {
        add(figures, `${ancestor}:${depth}`, [principal]);
        if (at >= now - 8 * DAY_MS)
          add(spans, `${ancestor}:${depth === 0 ? 1 : 0}:${at - (at % SPAN_MS)}`, [principal]);
      }
    }
  };

  const total = levelSizes().reduce((a, b) => a + b, 0);
  let made = 0;
  db.transaction(() => {
    const chains = new Map([[leaderId, ancestorsOf(leaderId)]]);
    let parents = [leaderId];
    for (const [index, size] of levelSizes().entries()) {
      const level = [];
      for (let i = 0; i < size; i++) {
        const parent = parents[i % parents.length];
        const above = [parent, ...chains.get(parent)];
        let id;
        const joined = start + Math.floor((made / total) * HISTORY_DAYS * DAY_MS);
        if (index === 1 && i === 0) {
          // The second registered member moves under a level-1 member.
          id = secondId;
          db.prepare('update users set inviter_id = ?, created_at = ? where id = ?').run(parent, joined, id);
          for (const [depth, ancestor] of ancestorsOf(id).entries())
            add(sizes, `${ancestor}:${depth + 1}`, [-1]);
          db.prepare('delete from user_ancestors where user_id = ?').run(id);
        } else {
          const n = String(made).padStart(7, '0');
          id = insertUser.get(`302${n}`, `+1302${n}`, `Member ${n}`, `T${n}`, parent, joined).id;
        }
        for (const [depth, ancestor] of above.entries()) insertAncestor.run(id, ancestor, depth + 1);
        activity(id, joined, above);
        chains.set(id, above);
        level.push(id);
        made++;
      }
      parents = level;
    }
    const upsert = (sql, map) => {
      const statement = db.prepare(sql);
      for (const [key, values] of map) statement.run(...key.split(':').map(Number), ...values);
    };
    upsert(
      `insert into user_ancestor_counts (ancestor_id, depth, users) values (?, ?, ?)
       on conflict (ancestor_id, depth) do update set users = users + excluded.users`,
      sizes,
    );
    upsert(
      `insert into member_counts (ancestor_id, depth, members) values (?, ?, ?)
       on conflict (ancestor_id, depth) do update set members = members + excluded.members`,
      holders,
    );
    upsert(
      `insert into report_counts (ancestor_id, depth, teams, principal, income) values (?, ?, 0, ?, 0)
       on conflict (ancestor_id, depth) do update set principal = principal + excluded.principal`,
      figures,
    );
    upsert(
      `insert into report_spans (ancestor_id, own, at, principal, income) values (?, ?, ?, ?, 0)
       on conflict (ancestor_id, own, at) do update set principal = principal + excluded.principal`,
      spans,
    );
    // Written past the events that keep the boards' running figures: the restart builds them from
    // the rows, as it does the first time a club's server starts with them.
    db.prepare('delete from rank_standings').run();
    db.prepare("update rank_standings_build set zone = '', next_user_id = 0").run();
  })();
  db.close();
  return made;
}

/** Waits (up to 5 minutes) until the ranking job has built the boards' running figures; whether it has. */
async function boardsBuilt(file) {
  const db = new Database(file, { readonly: true });
  try {
    for (let i = 0; i < 300; i++) {
      const state = db.prepare('select next_user_id from rank_standings_build where id = 1').get();
      if (state && state.next_user_id === null) return true;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    return false;
  } finally {
    db.close();
  }
}

/** p50/p99 in ms of one read, one request at a time (`count` of them after a warm-up of a tenth). */
/** Whether an error is the server shedding the request (503: its event loop too far behind). */
const isShed = (error) => /HTTP 503/.test(String(error));

/**
 * p50/p99 in ms of one read, one request at a time (`count` of them after a warm-up of a tenth).
 * Requests the server sheds with 503 are counted, not timed: each is a stall the reads caused.
 */
async function measure(name, read, count = REQUESTS) {
  let shed = 0;
  const attempt = (i) =>
    read(i).catch((error) => {
      if (!isShed(error)) throw error;
      shed++;
    });
  for (let i = 0; i < Math.ceil(count / 10); i++) await attempt(i);
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const before = shed;
    await attempt(i);
    if (shed === before) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p) => (times.length === 0 ? null : +percentile(times, p).toFixed(1));
  const row = { read: name, p50: at(50), p99: at(99), ...(shed > 0 ? { shed } : {}) };
  console.log(
    `${name.padEnd(34)} p50 ${String(row.p50).padStart(7)} ms   p99 ${String(row.p99).padStart(7)} ms` +
      (shed > 0 ? `   ${shed} shed with 503` : ''),
  );
  return row;
}

async function main() {
  const dataDir = tempDataDir('film-club-team-bench-');
  server = await startServer({ dataDir });
  const [leader, second] = await registerMembers(server, 2);
  await stopServer(server);

  const t0 = performance.now();
  const made = seed(path.join(dataDir, 'app.db'), leader.id, second.id, Date.now());
  console.log(`seeded ${made} members in six levels in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The restart also runs the ranking job (the boards' figures, the closes of the seeded 90 days)
  // before it answers.
  const t1 = performance.now();
  server = await startServer({ dataDir, readyTimeoutMs: 300_000 });
  console.log(`restarted (migrations, jobs) in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  // The boards walk the period's activity until their running figures are built: measured after.
  const built = await boardsBuilt(path.join(dataDir, 'app.db'));
  console.log(`boards' figures built in ${((performance.now() - t1) / 1000).toFixed(1)} s after the restart`);
  if (!built) throw new Error("the boards' figures were not built within 5 minutes");

  // Probed while it serves the reads, then after the next restart during the day-close, then the reports.
  const stalls = [];
  probe = startStallProbe(server.baseUrl);
  const get = (member, url) => api(server, 'GET', url, { token: member.token });
  const totals = await get(leader, '/api/app/user/info/subordinateList?level=1&page=1&size=1');
  console.log('leader levels 1–3:', totals.levels.map((l) => `${l.members} (${l.vip} VIP)`).join(', '));
  const results = [
    await measure('team totals (size 1)', () =>
      get(leader, '/api/app/user/info/subordinateList?level=1&page=1&size=1'),
    ),
    await measure('level 3, page 100 of 20', () =>
      get(leader, '/api/app/user/info/subordinateList?level=3&page=100&size=20'),
    ),
  ];
  for (const board of ['invite', 'crowdfunding']) {
    for (const span of ['week', 'month']) {
      for (const [who, member] of [
        ['leader', leader],
        ['level-2 member', second],
      ]) {
        results.push(
          await measure(`${board} ${span}, ${who}`, () =>
            get(member, `/api/app/ranking/board?board=${board}&span=${span}`),
          ),
        );
      }
    }
  }

  // The leader becomes a director; the day-close job writes their last 90 days on its next run.
  const { token: adminToken } = await api(server, 'POST', '/api/admin/base/open/login', { body: ADMIN });
  await api(server, 'POST', '/api/admin/report/role/add', {
    token: adminToken,
    body: { userId: leader.id, role: 'director' },
  });
  stalls.push(await probe.stop());
  console.log(`reads: ${stallLine(stalls[0])}`);
  await stopServer(server);
  const t2 = performance.now();
  server = await startServer({ dataDir, readyTimeoutMs: 300_000 });
  probe = startStallProbe(server.baseUrl);
  const graph = (days) => get(leader, `/api/app/report/report/graph?graph=team&days=${days}`);
  // A poll the server sheds (503, its event loop behind) is counted and asked again: that is a stall.
  let shed = 0;
  const pointsSoFar = () =>
    graph(90).then(
      (g) => g.points.length,
      (error) => {
        if (!isShed(error)) throw error;
        shed++;
        return 0;
      },
    );
  while ((await pointsSoFar()) < 90) await new Promise((r) => setTimeout(r, 1_000));
  console.log(
    `day-close wrote 90 days for ${made.toLocaleString('en')} members in ${((performance.now() - t2) / 1000).toFixed(1)} s` +
      (shed > 0 ? ` (${shed} polls shed with 503 meanwhile)` : ''),
  );
  stalls.push(await probe.stop());
  console.log(`day-close: ${stallLine(stalls.at(-1))}`);
  probe = startStallProbe(server.baseUrl);
  const report = (query) => get(leader, `/api/app/report/report/${query}`);
  const t3 = performance.now();
  const summary = await report('summary');
  // The summary's running totals against the seeded rows (the team is everyone seeded).
  const rows = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  const vips = rows
    .prepare("select count(distinct user_id) as n from memberships where status = 'active' and user_id >= ?")
    .get(second.id).n;
  rows.close();
  if (summary.users !== made || summary.members !== vips) {
    throw new Error(
      `the summary counts ${summary.users} users and ${summary.members} members, not ${made} and ${vips}`,
    );
  }
  console.log(
    `director's team: ${summary.users} users, ${summary.members} members, ${summary.levels.length} levels` +
      ` (the first summary took ${(performance.now() - t3).toFixed(0)} ms)`,
  );
  // The filtered member pages still go over the whole team: fewer reads of each.
  const few = Math.max(10, Math.round(REQUESTS / 5));
  results.push(
    await measure('report summary', () => report('summary'), few),
    await measure('report members, page 1', () => report('members?page=1&size=20'), few),
    await measure('report members, page 1000', () => report('members?page=1000&size=20'), few),
    await measure(
      'report members, not activated, level 5',
      () => report('members?status=notActivated&level=5&page=1&size=20'),
      few,
    ),
    await measure('report members, search by id', (i) => report(`members?search=${leader.id + 1 + i}`), few),
    await measure('report graph, team, 90 days', () => graph(90)),
  );
  stalls.push(await probe.stop());
  console.log(`reports: ${stallLine(stalls.at(-1))}`);
  const stall = mergeStalls(stalls);
  console.log(stallLine(stall));
  await stopServer(server);
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `team-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ members: made, requests: REQUESTS, results, stall }, null, 2));
  console.log(`results: ${path.relative(ROOT, file)}`);
}

main()
  .catch(async (error) => {
    console.error(error);
    await probe?.stop();
    if (server) await stopServer(server);
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(watchdog));
