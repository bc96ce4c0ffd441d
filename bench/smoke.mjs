// `npm run bench:smoke`: every bench once at a tiny size, so that none of them rots unnoticed. Each
// runs as its own process with the flags below, in two lanes at once; the smoke fails (exit 1) when one exits non-zero
// (its setup or its run broke, or bundle-size found a budget exceeded), and stops everything when
// the whole takes longer than 4 minutes. The figures at these sizes mean nothing; the stall lines
// are gathered at the end for a glance, and fail nothing.
// The servers run compiled (BENCH_SERVER=dist, built first), which start sooner than through tsx.
// The web and back-office builds must exist (bundle-size and Lighthouse use them); when one is
// missing the smoke runs `npm run build` first, outside its time cap.
// Usage: npm run bench:smoke
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/server.mjs';

const CAP_MS = 4 * 60_000;
// Two lanes side by side, each one bench after another, so the whole fits the cap on two cores. The
// benches on PostgreSQL and Redis (run's second engine, chat's two processes, settlement's
// --postgres, two-process) share the second lane, so that they never run at once.
const LANES = [
  ['bundle-size', 'lighthouse', 'hot-read', 'team', 'settlement'],
  ['run', 'chat', 'settlement-pg', 'two-process'],
];
const STEPS = [
  ['bundle-size', ['bench/bundle-size.mjs']],
  [
    'lighthouse',
    // Its setup only: Lighthouse's own run is too slow and fragile on a busy host (lighthouse.mjs).
    ['bench/lighthouse.mjs', ...['--no-build', '--h1', '--pages', 'login', '--setup-only']],
  ],
  [
    'run',
    [
      'bench/run.mjs',
      ...['--members', '2', '--connections', '2', '--duration', '1', '--warmup', '0'],
      ...['--seed-lines', '20', '--ledger-posts', '20', '--settle', '0.5'],
    ],
  ],
  ['chat', ['bench/chat.mjs', '--sockets', '10', '--speakers', '2', '--duration', '2']],
  ['team', ['bench/team.mjs', '--members', '1000', '--requests', '10']],
  ['settlement', ['bench/settlement.mjs', '--investments', '2000', '--members', '2', '--projects', '2']],
  [
    'settlement-pg',
    ['bench/settlement.mjs', '--postgres', ...['--investments', '2000', '--members', '2', '--projects', '2']],
  ],
  ['hot-read', ['bench/hot-read.mjs', '--rounds', '1', '--duration', '1', '--connections', '2']],
  [
    'two-process',
    ['bench/two-process.mjs', ...['--sockets', '20', '--members', '4', '--speakers', '2', '--duration', '6']],
  ],
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const running = new Set();
let timedOut = false;

function stopCurrent(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopCurrent(signal);
    setTimeout(() => process.exit(130), 15_000).unref();
  });
}

/**
 * Runs one bench in its own process group, its output passed through line by line with its name in
 * front (the lanes run at once); resolves its exit code.
 */
function runStep(name, argv, stalls) {
  return new Promise((resolve) => {
    const current = spawn(process.execPath, argv, {
      cwd: ROOT,
      env: { ...process.env, BENCH_SERVER: 'dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const [stream, out] of [
      [current.stdout, process.stdout],
      [current.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      const onLine = (line) => {
        out.write(`[${name}] ${line}\n`);
        if (line.includes('worst stall:')) stalls.push(`${name}: ${line.trim()}`);
      };
      stream.on('data', (chunk) => {
        rest += chunk;
        const lines = rest.split('\n');
        rest = lines.pop();
        for (const line of lines) onLine(line);
      });
      stream.on('end', () => rest && onLine(rest));
    }
    running.add(current);
    current.on('close', (code, signal) => {
      running.delete(current);
      resolve(code ?? signal);
    });
  });
}

const missing = ['web', 'admin'].filter((app) => !fs.existsSync(path.join(ROOT, app, 'dist', 'index.html')));
if (missing.length > 0) {
  console.log(`bench:smoke: ${missing.join(', ')} not built; running \`npm run build\` (outside the cap)…`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', timeout: 10 * 60_000 });
}
const clock = Date.now();
const watchdog = setTimeout(() => {
  console.error(`\nbench:smoke: past the ${CAP_MS / 60_000} min cap; stopping`);
  timedOut = true;
  stopCurrent('SIGTERM');
  // The benches clean up on SIGTERM (servers, bench databases); anything left is killed.
  setTimeout(() => {
    stopCurrent('SIGKILL');
    process.exit(1);
  }, 15_000).unref();
}, CAP_MS);
console.log('bench:smoke: building the server (scripts/build-server.mjs)…');
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });

const rows = [];
const stalls = [];
const argvOf = new Map(STEPS);
await Promise.all(
  LANES.map(async (lane) => {
    for (const name of lane) {
      if (timedOut) break;
      const argv = argvOf.get(name);
      console.log(`=== bench:smoke: ${name}: node ${argv.join(' ')}`);
      const t0 = Date.now();
      const code = await runStep(name, argv, stalls);
      rows.push({ name, code, ms: Date.now() - t0 });
    }
  }),
);
clearTimeout(watchdog);
rows.sort((a, b) => STEPS.findIndex(([n]) => n === a.name) - STEPS.findIndex(([n]) => n === b.name));

console.log('\n=== bench:smoke summary');
for (const r of rows)
  console.log(`${r.name.padEnd(14)} ${r.code === 0 ? 'ok  ' : `FAIL (${r.code})`} ${seconds(r.ms)}`);
for (const line of stalls) console.log(line);
const failed = rows.filter((r) => r.code !== 0);
if (timedOut) failed.push({ name: `the ${CAP_MS / 60_000} min cap` });
console.log(
  `bench:smoke: ${failed.length === 0 ? 'ok' : `FAILED (${failed.map((r) => r.name).join(', ')})`} in ${seconds(Date.now() - clock)}` +
    (missing.length > 0 ? ` (plus ${seconds(clock - started)} of build)` : ''),
);
process.exit(failed.length === 0 ? 0 : 1);
