import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import { type DialectName, openDb } from '../db';
import { migrate } from '../db/migrate';
import { systemClock } from '../kernel/clock';

export const ADMIN = { username: 'operator', password: 'operator-pass-123' };
export const ROOT_CODE = 'ROOTCODE';
export const FIXED_X = 120;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set: every database test runs on each. */
export const DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A whole server on a database of its own: a temporary SQLite file, or a fresh PostgreSQL schema
 * that is dropped on close. SMS messages land in `outbox` instead of a gateway.
 */
export async function createTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  // Request-rate limits run on wall-clock time, which the test clock cannot move; tests of other
  // rules lift them, and the rate-limit test puts them back with 1.
  rateLimitScale = 1000,
  redis?: Redis,
  /** pino options; tests that read the log lines pass a stream of their own. */
  logger?: AppDeps['logger'],
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-test-'));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    ROOT_INVITE_CODE: ROOT_CODE,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TEST_SEAMS: '1',
    CAPTCHA_FIXED_X: String(FIXED_X),
    // Operators work without a second factor unless a test asks for `required` (the default in use).
    OPERATOR_MFA: 'off',
    // A test machine running many files at once lags; only the shedding test sets a bound.
    MAX_EVENT_LOOP_DELAY: '0',
    ...env,
  });
  const schema =
    dialect === 'postgres' ? `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}` : undefined;
  // A test that restarts its database gives its own server's address as DATABASE_URL.
  const databaseUrl =
    dialect === 'postgres' ? (env.DATABASE_URL ?? process.env.TEST_DATABASE_URL) : undefined;
  if (schema && databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const database = openDb({ databaseUrl, dataDir, schema });
  const clock = systemClock();
  await migrate(database);
  const { secret } = await bootstrap(database.db, config, clock, () => {});
  const outbox: { to: string; text: string }[] = [];
  const built = await buildApp({
    config,
    database,
    clock,
    secret,
    rateLimitScale,
    redis,
    checkResponses: true,
    logger,
    sms: {
      async send(to, text) {
        outbox.push({ to, text });
      },
    },
  });
  return {
    ...built,
    db: database.db,
    dialect,
    clock,
    outbox,
    config,
    /** The same database, uploads and operator rule for another process (the real server in a child process). */
    processEnv: {
      DATA_DIR: dataDir,
      OPERATOR_MFA: config.operatorMfa,
      ...(schema && databaseUrl
        ? {
            DATABASE_URL: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`,
          }
        : {}),
    } as Record<string, string>,
    async close() {
      await built.app.close();
      if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
      await database.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
