import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { openDb } from '../../db';
import { describeFiles, packArchive } from './archive';
import {
  type Facts,
  FORMAT_VERSION,
  filesUnder,
  MANIFEST,
  type Manifest,
  PG_DUMP_FILE,
  SQLITE_FILE,
  UPLOADS,
} from './manifest';
import { dumpPostgres } from './postgres';
import { snapshotSqlite } from './sqlite';

/** The server's version (`server/package.json`), recorded in the manifest. */
async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(new URL('../../../package.json', import.meta.url), 'utf8'));
  return String(pkg.version);
}

/**
 * Copies the uploads into `dest`. This runs after the database snapshot, and an upload's file is
 * written whole before its row is inserted, so every file the snapshot names is complete here; a file
 * still being written (newer than the snapshot, named by no row) may be copied cut short, harmlessly.
 * Image copies being written (`*.tmp`, renamed when done) are left out, as are files gone meanwhile.
 */
async function copyUploads(source: string, dest: string) {
  for (const file of await filesUnder(source)) {
    if (file.endsWith('.tmp')) continue;
    const target = path.join(dest, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(path.join(source, file), target).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}

/**
 * Writes one archive at `out` with a consistent copy of the running club: the database (SQLite's
 * online backup of DATA_DIR/app.db, or pg_dump), the uploads under DATA_DIR, and the manifest.
 * The parts are gathered in a folder beside `out` (same disk, no second copy in /tmp), removed after.
 */
export async function writeBackup(
  config: Config,
  out: string,
): Promise<{ manifest: Manifest; bytes: number }> {
  const target = path.resolve(out);
  const staging = await fs.mkdtemp(path.join(path.dirname(target), '.club-backup-'));
  try {
    await fs.mkdir(path.join(staging, path.dirname(SQLITE_FILE)));
    let facts: Facts;
    let postgres: Manifest['postgres'];
    if (config.databaseUrl) {
      const database = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        ({ postgres, ...facts } = await dumpPostgres(
          database.db,
          config.databaseUrl,
          path.join(staging, PG_DUMP_FILE),
        ));
      } finally {
        await database.db.destroy();
      }
    } else {
      // The file db/index.ts opens under DATA_DIR.
      facts = await snapshotSqlite(path.join(config.dataDir, 'app.db'), path.join(staging, SQLITE_FILE));
    }
    await copyUploads(path.join(config.dataDir, UPLOADS), path.join(staging, UPLOADS));
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      engine: postgres ? 'postgres' : 'sqlite',
      createdAt: new Date().toISOString(),
      appVersion: await appVersion(),
      ...facts,
      files: await describeFiles(staging),
      ...(postgres ? { postgres } : {}),
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { manifest, bytes: await packArchive(staging, target) };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
