import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/**
 * Inside a transaction. Writes that must commit together with something else (a ledger entry and
 * the state it pays for, a claim and its effect) take a `Trx`, so calling one outside a transaction
 * does not compile: Kysely's `Transaction` is nominal (a private field), a plain `Db` is not one.
 */
export type Trx = Transaction<Database>;
export type DialectName = 'sqlite' | 'postgres';

export type DbHandle = {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL's pool: connections open, idle, and callers waiting for one (for the metrics). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Told each query's duration in milliseconds; set once by whoever watches (the metrics). */
  queries: { observe?: (ms: number, failed: boolean) => void };
};

// int8 and numeric come back as strings from pg by default; every integer we store (money in minor
// units, epoch milliseconds) is a safe integer, so read them as numbers on both engines.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

export function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  schema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
}): DbHandle {
  const queries: DbHandle['queries'] = {};
  const log = (event: LogEvent) => queries.observe?.(event.queryDurationMillis, event.level === 'error');
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      types: pgTypes,
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
      // With the database away, a caller gets an error (503) after this long instead of waiting forever.
      connectionTimeoutMillis: 5_000,
    });
    // A connection the database cuts (a restart) must not crash the process: an 'error' event
    // without a listener would throw. An idle one leaves the pool; one in use fails its next query
    // (503), and the pool opens a fresh one for the next caller.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log }),
      dialect: 'postgres',
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      queries,
    };
  }
  const file = opts.sqliteFile ?? 'app.db';
  if (file !== ':memory:') fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : path.join(opts.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed ledger entry must survive a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }), log }),
    dialect: 'sqlite',
    queries,
  };
}

/** Enough for every query text the app runs; `IN (?, ?, …)` lists of many lengths only churn the cache. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once. The driver asks
 * for a fresh statement on every query, and preparing costs more than running a primary-key read.
 * Reusing a statement is safe because better-sqlite3 runs it to completion synchronously, and the app
 * never streams a query; SQLite re-prepares a statement by itself after a schema change.
 */
export function preparedOnce(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        // The oldest goes first (a Map iterates in insertion order): the texts that churn are long
        // `IN` lists, and a hot text pushed out is prepared again once.
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
