import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import * as z from 'zod';
import type { Database } from '../../db/schema';

/** The archive layout this app writes and reads; a new layout gets a new number, and restore learns both. */
export const FORMAT_VERSION = 1;

/** The archive's members: the manifest, the database (one of the two), the uploads. */
export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database/app.db';
export const PG_DUMP_FILE = 'database/club.dump';
/** Where uploads live under DATA_DIR (`modules/upload/module.ts`), and under the archive's root. */
export const UPLOADS = 'uploads';

/** The tables whose row counts the manifest records, and a restore must give back. */
export const KEY_TABLES = [
  'users',
  'ledger_accounts',
  'ledger_entries',
  'ledger_postings',
  'recharge_orders',
  'withdraw_orders',
  'investments',
  'payment_callbacks',
  'uploads',
] as const satisfies readonly (keyof Database)[];

const ZManifest = z.object({
  format: z.number().int(),
  engine: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  /** Applied migrations, in order, as `schema_migrations` held them in the copy. */
  migrations: z.array(z.string()),
  rows: z.record(z.string(), z.number().int().min(0)),
  /** Every other member of the archive: its path inside it, size and SHA-256. */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() })),
  /**
   * PostgreSQL only: the schema the app used (its connection's `current_schema()`), and whether the
   * dump holds the whole database (the default `public` schema) or that schema alone (`-n`).
   */
  postgres: z.object({ schema: z.string(), scope: z.enum(['database', 'schema']) }).optional(),
});
export type Manifest = z.infer<typeof ZManifest>;
export type Facts = Pick<Manifest, 'migrations' | 'rows'>;

/**
 * A refusal the operator can act on (a non-empty target, a damaged archive): the commands print its
 * message alone and exit 1, where an unexpected failure prints its stack.
 */
export class BackupRefusal extends Error {}

/** The manifest's JSON, or a refusal saying why it cannot be used. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusal(`${MANIFEST} is not valid JSON`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format !== FORMAT_VERSION)
    throw new BackupRefusal(
      `the archive's format version is ${format}; this app reads version ${FORMAT_VERSION}`,
    );
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success)
    throw new BackupRefusal(
      `${MANIFEST} is unreadable: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

/** The applied migrations and the key tables' row counts, read through `db` (a snapshot's transaction, or a copy). */
export async function readFacts(db: Kysely<Database>): Promise<Facts> {
  const migrations = await db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
  const rows: Record<string, number> = {};
  for (const table of KEY_TABLES) {
    const { rows: counted } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    rows[table] = Number(counted[0].n);
  }
  return { migrations: migrations.map((m) => m.name), rows };
}

/** Where two sets of facts differ, one line each; empty when they agree. */
export function factsDiffer(expected: Facts, actual: Facts): string[] {
  const lines: string[] = [];
  if (expected.migrations.join(',') !== actual.migrations.join(','))
    lines.push(`migrations: expected ${expected.migrations.length}, found ${actual.migrations.length}`);
  for (const [table, n] of Object.entries(expected.rows))
    if (actual.rows[table] !== n) lines.push(`${table}: expected ${n} rows, found ${actual.rows[table]}`);
  return lines;
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `dir`, as paths relative to `root` with forward slashes, sorted; none when `dir` is absent. */
export async function filesUnder(root: string, dir = root): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, full)));
    else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return found.sort();
}

/** What a command prints when it stops: a refusal's message alone, anything else with its stack. */
export function failureText(what: 'backup' | 'restore', err: unknown): string {
  if (err instanceof BackupRefusal) return `${what} refused: ${err.message}`;
  return `${what} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
