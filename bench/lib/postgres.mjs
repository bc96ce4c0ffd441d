// PostgreSQL and Redis on loopback for the benches that run several server processes: whether both
// answer, and a database of the bench's own (never `test`, which the unit tests use), dropped after.
import pg from 'pg';

export const PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** True when PostgreSQL answers on loopback within a couple of seconds. */
export async function postgresReachable() {
  try {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** True when PostgreSQL and Redis both answer on loopback within a couple of seconds. */
export async function pgAndRedisReachable() {
  if (!(await postgresReachable())) return false;
  try {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    redis.disconnect();
    return true;
  } catch {
    return false;
  }
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `name` (dropped first when a bench that died left it behind); answers its URL
 * and `drop()`, which may be called more than once.
 */
export async function createBenchDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(`drop database if exists ${name} with (force)`);
  await onServer(`create database ${name}`);
  let dropped = false;
  return {
    name,
    url: PG_URL.replace(/\/postgres$/, `/${name}`),
    async drop() {
      if (dropped) return;
      dropped = true;
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
