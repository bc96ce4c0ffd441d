import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { type DbHandle, openDb } from '../../db';
import { migrate } from '../../db/migrate';
import { reportLedger } from '../ledger-report';
import { unpackArchive } from './archive';
import {
  BackupRefusal,
  factsDiffer,
  filesUnder,
  type Manifest,
  PG_DUMP_FILE,
  readFacts,
  SQLITE_FILE,
  UPLOADS,
} from './manifest';
import { checkPgTarget, restorePostgres, visibleTables } from './postgres';

/** The SQLite database under DATA_DIR (db/index.ts) and the files SQLite keeps beside it. */
const SQLITE_NAME = 'app.db';
const SQLITE_SIDECARS = ['-wal', '-shm', '-journal'];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Refuses a target that holds anything: a SQLite file (or a WAL of one, which SQLite would replay onto
 * the restored file), tables in the PostgreSQL search_path, or uploads.
 */
async function refuseNonEmpty(config: Config, pg: DbHandle | undefined) {
  const held: string[] = [];
  if (pg) {
    const tables = await visibleTables(pg.db);
    if (tables.length > 0) held.push(`tables in the database's search_path (${tables.join(', ')}, ...)`);
  } else {
    for (const suffix of ['', ...SQLITE_SIDECARS]) {
      const file = path.join(config.dataDir, `${SQLITE_NAME}${suffix}`);
      if (await exists(file)) held.push(file);
    }
  }
  const uploads = await filesUnder(path.join(config.dataDir, UPLOADS));
  if (uploads.length > 0) held.push(`${uploads.length} file(s) in ${path.join(config.dataDir, UPLOADS)}`);
  if (held.length > 0)
    throw new BackupRefusal(`the target is not empty; nothing was changed. It holds: ${held.join('; ')}`);
}

/** Copies `from` to `to` through a temporary name, flushed before the rename: `to` appears whole or not at all. */
async function placeFile(from: string, to: string) {
  const partial = `${to}.partial`;
  await fs.copyFile(from, partial);
  const handle = await fs.open(partial, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(partial, to);
}

/**
 * Restores the archive `from` into the configured target (DATABASE_URL, or DATA_DIR's SQLite file,
 * with DATA_DIR's uploads), which must be empty. Nothing is changed until the target has been found
 * empty and the archive whole and matching its manifest. Then: uploads, the database (last, so a
 * target with a database is a finished restore), the manifest's counts compared, pending migrations
 * applied as the server would, and the ledger verified. Returns whether everything held.
 */
export async function restoreBackup(config: Config, from: string, write: (line: string) => void) {
  const pg = config.databaseUrl
    ? openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    : undefined;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'club-restore-'));
  let manifest: Manifest;
  try {
    await refuseNonEmpty(config, pg);
    manifest = await unpackArchive(path.resolve(from), staging);
    const engine = pg ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine)
      throw new BackupRefusal(`the archive holds a ${manifest.engine} database; the target is ${engine}`);
    if (pg) {
      if (!manifest.postgres)
        throw new BackupRefusal('the manifest does not say which schema the dump holds');
      await checkPgTarget(pg.db, manifest.postgres);
    }
    const uploads = manifest.files.filter((f) => f.path.startsWith(`${UPLOADS}/`)).length;
    write(
      `archive checked: ${manifest.engine}, made ${manifest.createdAt} by version ${manifest.appVersion}, ` +
        `${manifest.migrations.length} migrations, ${uploads} upload file(s), every SHA-256 matches`,
    );

    await fs.mkdir(config.dataDir, { recursive: true });
    if (await exists(path.join(staging, UPLOADS)))
      await fs.cp(path.join(staging, UPLOADS), path.join(config.dataDir, UPLOADS), {
        recursive: true,
        errorOnExist: true,
        force: false,
      });
    if (pg && config.databaseUrl) {
      await restorePostgres(config.databaseUrl, path.join(staging, PG_DUMP_FILE));
      write(
        `pg_restore: ${manifest.postgres?.scope === 'schema' ? `schema ${manifest.postgres.schema}` : 'the database'} restored`,
      );
    } else {
      await placeFile(path.join(staging, SQLITE_FILE), path.join(config.dataDir, SQLITE_NAME));
      write(`database restored to ${path.join(config.dataDir, SQLITE_NAME)}`);
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await pg?.db.destroy();
  }

  const database = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const differences = factsDiffer(manifest, await readFacts(database.db));
    for (const line of differences) write(`FAIL  ${line}`);
    if (differences.length === 0)
      write(`row counts match the manifest (${Object.keys(manifest.rows).length} tables)`);
    const applied = await migrate(database);
    if (applied.length > 0) write(`migrations applied since the backup: ${applied.join(', ')}`);
    const ledgerOk = await reportLedger(database.db, write);
    return differences.length === 0 && ledgerOk;
  } finally {
    await database.db.destroy();
  }
}
