// Chat fan-out benchmark: 200 sockets listen in one room while VIP members send, over HTTP, as fast
// as the one-message-a-second rule lets each; reports how many messages were accepted per second
// and the latency from the send to each socket's copy (p50/p99, the HTTP send's own time included). Runs twice: one process
// on SQLite, then (when PostgreSQL and Redis answer on loopback) two processes on one PostgreSQL and
// one Redis, the sockets split between them and every send going to the first.
// Usage: node bench/chat.mjs [--sockets 200 --speakers 20 --duration 10]
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeRoom, openSocket } from './lib/chat.mjs';
import { makeInvestors, registerMembers } from './lib/members.mjs';
import { createBenchDatabase, pgAndRedisReachable, REDIS_URL } from './lib/postgres.mjs';
import { ADMIN, api, ROOT, startServer, stopServer, tempDataDir } from './lib/server.mjs';
import { stallLine, startStallProbe } from './lib/stall-probe.mjs';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '200' },
    speakers: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
  },
});
const SOCKETS = Math.min(500, Math.max(1, Number(args.sockets)));
// The server allows 30 registration SMS per IP and day: one listener and at most 28 speakers.
const SPEAKERS = Math.min(28, Math.max(1, Number(args.speakers)));
const DURATION_S = Math.min(60, Math.max(1, Number(args.duration)));
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const servers = [];
const sockets = [];
let pgDatabase;
async function cleanup() {
  for (const s of sockets) s.terminate();
  for (const s of servers.splice(0)) await stopServer(s);
  await pgDatabase?.drop();
}
const watchdog = setTimeout(async () => {
  console.error('watchdog: the benchmark ran past 10 minutes');
  await cleanup();
  process.exit(2);
}, 10 * 60_000);

async function run(label, targets) {
  const [first] = targets;
  const members = await registerMembers(first, SPEAKERS + 1);
  const { token: adminToken } = await api(first, 'POST', '/api/admin/base/open/login', { body: ADMIN });
  const [listener, ...speakers] = members;
  await makeInvestors(first, adminToken, speakers);
  const roomId = await makeRoom(first, adminToken);

  // body → when it was sent; per process, how long each socket's copy took.
  const sentAt = new Map();
  const latencies = targets.map(() => []);
  for (let i = 0; i < SOCKETS; i++) {
    const where = i % targets.length;
    await openSocket(
      targets[where],
      listener,
      (body, at) => {
        const started = sentAt.get(body);
        if (started !== undefined) latencies[where].push(at - started);
      },
      sockets,
    );
  }

  let accepted = 0;
  let refused = 0;
  // Every process is probed while the messages fan out, until the last copies have arrived.
  const probe = startStallProbe(targets.map((t) => t.baseUrl));
  const until = Date.now() + DURATION_S * 1000;
  await Promise.all(
    speakers.map(async (s) => {
      while (Date.now() < until) {
        const body = `bench ${randomBytes(6).toString('hex')}`;
        const started = Date.now();
        sentAt.set(body, started);
        try {
          await api(first, 'POST', '/api/app/chat/comm/send', {
            token: s.token,
            body: { roomId, clientMsgId: randomUUID(), kind: 'text', body },
          });
          accepted++;
        } catch {
          refused++;
        }
        // The rule is one a second per member (as the server's clock counts it): wait out the rest.
        await new Promise((r) => setTimeout(r, Math.max(0, 1_050 - (Date.now() - started))));
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 2_000));
  const stall = await probe.stop();

  const result = {
    label,
    sockets: SOCKETS,
    speakers: SPEAKERS,
    durationS: DURATION_S,
    acceptedPerSecond: Number((accepted / DURATION_S).toFixed(1)),
    refused,
    processes: targets.map((_, i) => {
      const sorted = [...latencies[i]].sort((a, b) => a - b);
      return {
        process: i + 1,
        deliveries: sorted.length,
        expected: accepted * Math.ceil((SOCKETS - i) / targets.length),
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        worstStallMs: stall.targets[i].worstMs,
      };
    }),
    stall,
  };
  console.log(JSON.stringify({ ...result, stall: undefined }));
  console.log(`${label}: ${stallLine(stall)}`);
  for (const s of sockets.splice(0)) s.terminate();
  return result;
}

async function main() {
  const results = [];
  const one = await startServer({ dataDir: tempDataDir() });
  servers.push(one);
  results.push(await run('one process, SQLite', [one]));
  await cleanup();

  if (await pgAndRedisReachable()) {
    pgDatabase = await createBenchDatabase(`bench_chat_${randomBytes(4).toString('hex')}`);
    const databaseUrl = pgDatabase.url;
    const dataDir = tempDataDir();
    const a = await startServer({ dataDir, databaseUrl, extraEnv: { REDIS_URL } });
    servers.push(a);
    const b = await startServer({ dataDir, databaseUrl, extraEnv: { REDIS_URL } });
    servers.push(b);
    results.push(await run('two processes, PostgreSQL + Redis', [a, b]));
  } else {
    console.log('PostgreSQL or Redis not reachable on loopback: the two-process run is skipped');
  }
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `chat-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`results: ${path.relative(ROOT, file)}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    clearTimeout(watchdog);
    await cleanup();
  });
