// The server's hot path beside a bare route: `GET /api/app/user/info/person` on the real server
// (SQLite, in a fresh data directory) and on `lib/bare-person.mjs`, a bare Fastify + better-sqlite3
// route doing the same work over the same database file, measured in turns within one run so both
// see the same machine. Reports each side's requests per second and CPU time per request (medians
// of the rounds; CPU time read from /proc, so it holds even when other work shares the machine) and
// the real server's share of the bare one.
// Usage: node bench/hot-read.mjs [--duration 5 --rounds 3 --connections 10 --source]
//   --source measures the server run from TypeScript through tsx instead of the compiled build.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { registerMembers } from './lib/members.mjs';
import { freePort, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    source: { type: 'boolean', default: false },
  },
});
const clamp = (value, min, max, name) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer in [${min}, ${max}]`);
  return n;
};
const DURATION_S = clamp(args.duration, 1, 60, 'duration');
const ROUNDS = clamp(args.rounds, 1, 10, 'rounds');
const CONNECTIONS = clamp(args.connections, 1, 100, 'connections');
const MEMBERS = 10;
const WATCHDOG_MS = 10 * 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** A process's user + system CPU time so far, in microseconds (Linux clock ticks of 10 ms). */
const cpuMicros = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function load(baseUrl, tokens) {
  let i = 0;
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        path: '/api/app/user/info/person',
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}` },
        }),
      },
    ],
  });
}

async function startBare(secret, dbFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/bare-person.mjs')], {
    env: { ...process.env, SECRET_KEY: secret, DB_FILE: dbFile, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('bare ready') && resolve());
    child.on('exit', (code) => reject(new Error(`bare route exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}

const watchdog = setTimeout(() => {
  process.stderr.write('hot-read: watchdog fired, giving up\n');
  process.exit(2);
}, WATCHDOG_MS);

const secret = randomBytes(32).toString('hex');
const dataDir = tempDataDir('film-club-hot-read-');
let server;
let bare;
let probe;
try {
  if (!args.source) {
    process.stdout.write('building the server…\n');
    await new Promise((resolve, reject) =>
      spawn('node', ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`server build failed (${code})`)),
      ),
    );
  }
  server = await startServer({
    dataDir,
    extraEnv: { SECRET_KEY: secret },
    entry: args.source ? undefined : ['--enable-source-maps', 'server/dist/main.js'],
  });
  const members = await registerMembers(server, MEMBERS);
  const tokens = members.map((m) => m.token);
  bare = await startBare(secret, path.join(dataDir, 'app.db'));
  // Same answer from both, or the comparison means nothing.
  const read = (base) =>
    fetch(`${base}/api/app/user/info/person`, { headers: { authorization: `Bearer ${tokens[0]}` } }).then(
      (r) => r.json(),
    );
  const [a, b] = await Promise.all([read(server.baseUrl), read(bare.baseUrl)]);
  if (JSON.stringify(a.data) !== JSON.stringify(b.data)) {
    throw new Error(`the two routes answer differently:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
  }

  const rps = { server: [], bare: [] };
  const cpu = { server: [], bare: [] };
  const pids = { server: server.child.pid, bare: bare.child.pid };
  // The real server is probed throughout (the bare route has no health route); its worst answer
  // while it was under load is the figure. The pings add ~10 requests a second to its count.
  probe = startStallProbe(server.baseUrl);
  let worstUnderLoad = 0;
  // Warm both (JIT, statement caches) before anything counts.
  for (const base of [server.baseUrl, bare.baseUrl]) await load(base, tokens);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, base] of [
      ['server', server.baseUrl],
      ['bare', bare.baseUrl],
    ]) {
      const before = cpuMicros(pids[side]);
      probe.lap();
      const result = await load(base, tokens);
      if (side === 'server') worstUnderLoad = Math.max(worstUnderLoad, probe.lap().worstMs);
      if (result.non2xx || result.errors)
        throw new Error(`${side}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rps[side].push(result.requests.average);
      cpu[side].push((cpuMicros(pids[side]) - before) / result.requests.total);
      await sleep(500);
    }
  }
  const figures = {
    when: new Date().toISOString(),
    runs: args.source ? 'tsx (TypeScript source)' : 'compiled (server/dist/main.js)',
    durationS: DURATION_S,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    serverRps: Math.round(median(rps.server)),
    bareRps: Math.round(median(rps.bare)),
    share: Number((median(rps.server) / median(rps.bare)).toFixed(2)),
    serverCpuMicrosPerRequest: Math.round(median(cpu.server)),
    bareCpuMicrosPerRequest: Math.round(median(cpu.bare)),
    cpuShare: Number((median(cpu.bare) / median(cpu.server)).toFixed(2)),
    rounds_rps: rps,
    worstStallUnderLoadMs: worstUnderLoad,
    stall: await probe.stop(),
  };
  process.stdout.write(
    `GET user/info/person (${figures.runs}):\n` +
      `  throughput: server ${figures.serverRps} req/s, bare route ${figures.bareRps} req/s: server at ${Math.round(figures.share * 100)} % of bare\n` +
      `  CPU per request: server ${figures.serverCpuMicrosPerRequest} µs, bare route ${figures.bareCpuMicrosPerRequest} µs: server at ${Math.round(figures.cpuShare * 100)} % of bare's speed\n` +
      `  server's ${stallLine({ ...figures.stall, worstMs: worstUnderLoad })}, under its measured load\n`,
  );
  const out = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `hot-read-${Date.now()}.json`), `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await probe?.stop();
  bare?.child.kill('SIGKILL');
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
