import fs from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db/schema';
import { BackupRefusal, type Facts, readFacts } from './manifest';

/**
 * Copies the live database at `source` to `dest` with SQLite's online backup API, while the server
 * keeps writing, and returns the copy's facts. A plain file copy could take pages from before and
 * after a commit (and miss what is still in the WAL); the backup API reads one consistent snapshot.
 */
export async function snapshotSqlite(source: string, dest: string): Promise<Facts> {
  await fs.access(source).catch(() => {
    throw new BackupRefusal(`no database at ${source} (is DATA_DIR right?)`);
  });
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // Every page in one step, under one read transaction: WAL mode lets the server go on writing
    // meanwhile. Copied a few pages a step, any write by the server in between would restart the
    // copy, and a busy club could keep it from ever finishing.
    await live.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    live.close();
  }
  const copy = new SQLite(dest);
  try {
    // The copy carries the live file's WAL mode; back to a rollback journal, it is one self-contained
    // file that opens read-only anywhere. The restored server turns WAL on again when it opens it.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy fails SQLite's quick_check: ${check}`);
  } finally {
    copy.close();
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(dest, { readonly: true, fileMustExist: true }) }),
  });
  try {
    return await readFacts(db);
  } finally {
    await db.destroy();
  }
}
