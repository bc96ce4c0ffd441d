import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { BackupRefusal, type Facts, type Manifest, readFacts } from './manifest';

const execFileAsync = promisify(execFile);

/** Runs one of PostgreSQL's client tools; its complaint (stderr) becomes the error. */
async function runTool(command: string, args: string[]) {
  try {
    await execFileAsync(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const failure = err as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupRefusal(
        `${command} not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
      );
    throw new Error(`${command} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

type Dumped = Facts & { postgres: NonNullable<Manifest['postgres']> };

/**
 * `pg_dump` in its custom format (`-Fc`) to `dest`, and the facts the manifest records, both from one
 * snapshot: this transaction exports it and reads the counts, and pg_dump imports it. The dump holds
 * the whole database when the app uses the default `public` schema, else the app's schema alone
 * (a DATABASE_URL with `options=-c search_path=...`, as the tests give each file a schema).
 */
export async function dumpPostgres(db: Db, databaseUrl: string, dest: string): Promise<Dumped> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ snapshot: string; schema: string | null }>`
        select pg_export_snapshot() as snapshot, current_schema() as schema`.execute(trx);
      const { snapshot, schema } = rows[0];
      if (!schema) throw new BackupRefusal("the connection's search_path names no existing schema");
      const scope = schema === 'public' ? 'database' : 'schema';
      const facts = await readFacts(trx);
      await runTool('pg_dump', [
        '--format=custom',
        `--snapshot=${snapshot}`,
        ...(scope === 'schema' ? [`--schema=${schema}`] : []),
        `--file=${dest}`,
        `--dbname=${databaseUrl}`,
      ]);
      return { ...facts, postgres: { schema, scope } };
    });
}

/** The tables the connection sees in its search_path (a few, to name them): none in an empty target. */
export async function visibleTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select schemaname || '.' || tablename as name from pg_catalog.pg_tables
    where schemaname = any(current_schemas(false)) order by 1 limit 5`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Refuses a target the archive's schema would not land in where the app looks: the schema must be on
 * the target connection's search_path, and a schema-only dump creates its schema, so that must not
 * exist yet.
 */
export async function checkPgTarget(db: Db, archived: NonNullable<Manifest['postgres']>) {
  const { rows } = await sql<{ path: string; user: string; taken: boolean }>`
    select current_setting('search_path') as path, current_user as user,
      exists (select 1 from pg_catalog.pg_namespace where nspname = ${archived.schema}) as taken`.execute(db);
  const { path, user, taken } = rows[0];
  const schemas = path
    .split(',')
    .map((s) => s.trim().replace(/^"(.*)"$/, '$1'))
    .map((s) => (s === '$user' ? user : s));
  if (!schemas.includes(archived.schema))
    throw new BackupRefusal(
      `the archive holds schema "${archived.schema}", which is not on the target's search_path (${path}); ` +
        `set it in DATABASE_URL (options=-c search_path=${archived.schema})`,
    );
  if (archived.scope === 'schema' && taken)
    throw new BackupRefusal(
      `schema "${archived.schema}" already exists in the target database; the restore creates it: ` +
        'drop it, or restore into a new database',
    );
}

/** `pg_restore` of `dump` into the target, all or nothing; ownership and grants go to the restoring role. */
export async function restorePostgres(databaseUrl: string, dump: string) {
  await runTool('pg_restore', [
    '--no-owner',
    '--no-acl',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
}
