import { Redis } from 'ioredis';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import { seedDemo } from './demo/seed';
import { systemClock } from './kernel/clock';
import { loggerOptions } from './kernel/logger';
import { gracefulStop } from './modules/ops/lifecycle';
import { smsProviderFor } from './modules/sms/providers';

const config = loadConfig();
const database = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const clock = systemClock();
await migrate(database);
const { secret } = await bootstrap(database.db, config, clock, (line) => process.stdout.write(`${line}\n`));
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
// While Redis is away the client reconnects by itself and says so on every try; one line a minute
// is enough (readiness and the metrics show the state).
let redisWarnedAt = 0;
redis?.on('error', (err: Error & { code?: string }) => {
  if (Date.now() - redisWarnedAt < 60_000) return;
  redisWarnedAt = Date.now();
  process.stderr.write(
    `Redis unavailable (${err.code ?? err.message}); retrying, rate limits and the chat bus degrade (README)\n`,
  );
});
const rateLimitScale = Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1;

if (config.demoSeed) {
  // A throwaway app on a clock 120 days back writes the club's history through the real services.
  const sms = smsProviderFor(config.sms);
  try {
    const seeded = await seedDemo({
      db: database.db,
      build: (seedClock) => buildApp({ config, database, clock: seedClock, secret, sms }),
    });
    if (seeded) {
      const { areaCode, phone, password, payPassword } = seeded.login;
      process.stdout.write(
        `Demo content seeded (${seeded.projects} projects, ${seeded.members} members, ${seeded.ms} ms). ` +
          `Demo member: +${areaCode} ${phone} / ${password} (pay password ${payPassword}); DEMO_SEED=0 turns this off.\n`,
      );
    }
  } catch (err) {
    process.stderr.write(`Demo content could not be seeded: ${(err as Error).stack ?? err}\n`);
  }
}

const { app, scheduler, lifecycle } = await buildApp({
  config,
  database,
  clock,
  secret,
  sms: smsProviderFor(config.sms),
  redis,
  rateLimitScale,
  logger: loggerOptions(config.logLevel),
});

await app.listen({ port: config.port, host: config.host });
scheduler.start();
process.stdout.write(`Film Club is running on http://localhost:${config.port} (API docs at /api/docs)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () =>
    gracefulStop({
      app,
      lifecycle,
      scheduler,
      log: app.log,
      drainDelay: config.server.drainDelay,
      timeout: config.server.shutdownTimeout,
      release: async () => {
        await database.db.destroy();
        await redis?.quit().catch(() => redis.disconnect());
      },
      exit: (code) => process.exit(code),
    }),
  );
}
