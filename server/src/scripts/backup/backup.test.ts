import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PNG } from 'pngjs';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../../db';
import { migrate } from '../../db/migrate';
import { memberWallet, platform } from '../../money/accounts';
import { signatureHeaders } from '../../money/callback-signature';
import { postEntry } from '../../money/ledger';
import { verifyLedger } from '../../money/verify';
import { channelId, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { startServer } from '../../test/server-process';
import { filesUnder, MANIFEST, readFacts, UPLOADS } from './manifest';
import { visibleTables } from './postgres';

/**
 * `npm run backup` against the real server while members' recharges keep being credited, then
 * `npm run restore` into an empty target: every credit acknowledged before the backup started is
 * there, none acknowledged after it ended is, the ledger verifies and the uploads are the same bytes.
 * Then the refusals: a target that is not empty, a damaged archive, one without its manifest.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SECRET = 'backup-egp-secret';
const MEMBERS = 4;
const AMOUNT = 1_000;
/** How long the writes run before the backup starts, and after it ends. */
const WRITES_BEFORE_MS = 1_000;
const WRITES_AFTER_MS = 300;

type Run = { status: number; stdout: string; stderr: string };

/** One of the npm commands (`backup` or `restore`) as its own process, with only `env` (and PATH). */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, `server/src/scripts/${command}.ts`), ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', ...env } },
      (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function postJson(url: string, raw: string, headers: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json().catch(() => null)) as {
    code?: number;
    data?: Record<string, unknown>;
  } | null;
  return { status: res.status, data: body?.data ?? null };
}

/** A small PNG whose pixels depend on `seed`, so every upload has bytes of its own. */
function pngBytes(seed: number) {
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i * 31 + seed * 17) % 256;
  return PNG.sync.write(png);
}

/** Every file under `dir` with its bytes. */
async function contents(dir: string) {
  const files = new Map<string, Buffer>();
  for (const file of await filesUnder(dir)) files.set(file, await fs.readFile(path.join(dir, file)));
  return files;
}

/** Creates and later drops throwaway PostgreSQL databases on TEST_DATABASE_URL's server. */
function throwawayDatabases() {
  const names: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    /** A new empty database's URL, keeping `like`'s other parts (its search_path option among them). */
    async create(like: string) {
      const name = `club_restore_${process.pid}_${randomUUID().slice(0, 8)}`;
      await admin(`create database ${name}`);
      names.push(name);
      const url = new URL(like);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async dropAll() {
      for (const name of names.splice(0)) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function tempDir(prefix: string) {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

describe.each(DIALECTS)('npm run backup and npm run restore (%s)', (dialect) => {
  let t: TestApp;
  const databases = throwawayDatabases();
  const dirs: string[] = [];
  /** The archive the first test writes under load; the refusal tests start from it. */
  let archive = '';
  let restored: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { PAY_EGP_SECRET: SECRET });
    await t.db.updateTable('recharge_channels').set({ enabled: 1 }).where('code', '=', 'egp').execute();
  });
  afterAll(async () => {
    await t.close();
    await databases.dropAll();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  /** An empty target: a DATA_DIR that does not exist yet, and for PostgreSQL a new database. */
  async function emptyTarget(): Promise<Record<string, string>> {
    const dir = await tempDir('club-restore-target-');
    dirs.push(dir);
    const dataDir = path.join(dir, 'data');
    if (dialect === 'sqlite') return { DATA_DIR: dataDir };
    return { DATA_DIR: dataDir, DATABASE_URL: await databases.create(t.processEnv.DATABASE_URL) };
  }

  async function withTarget<T>(env: Record<string, string>, read: (database: DbHandle) => Promise<T>) {
    const database = openDb({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
    try {
      return await read(database);
    } finally {
      await database.db.destroy();
    }
  }

  /** What a refused restore must leave as it was: the target's files, and its database's counts. */
  async function fingerprint(env: Record<string, string>) {
    const files = [...(await contents(env.DATA_DIR)).entries()].map(([f, bytes]) => [
      f,
      bytes.toString('hex'),
    ]);
    if (!env.DATABASE_URL) return { files };
    return { files, ...(await withTarget(env, (database) => readFacts(database.db))) };
  }

  /** A target a refused restore left empty: no database file or tables, no uploads. */
  async function expectEmpty(env: Record<string, string>) {
    expect(await filesUnder(env.DATA_DIR)).toEqual([]);
    if (env.DATABASE_URL) expect(await withTarget(env, (database) => visibleTables(database.db))).toEqual([]);
  }

  it('restores every write acknowledged before a backup taken under load', { timeout: 120_000 }, async () => {
    for (let n = 0; n < 3; n++) await t.services.uploads.saveImage(pngBytes(n), { kind: 'admin', id: 1 });
    const uploadsBefore = await contents(path.join(t.config.dataDir, UPLOADS));
    expect(uploadsBefore.size).toBeGreaterThan(3);
    const egp = await channelId(t, 'recharge_channels', 'egp');
    const members: string[] = [];
    for (let n = 0; n < MEMBERS; n++) members.push((await registerMember(t)).tokens.token);

    const server = await startServer({
      ...t.processEnv,
      PAY_EGP_SECRET: SECRET,
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
    });
    const acks: { member: number; orderId: number; at: number }[] = [];
    let writing = true;
    /** A member recharges and the provider's callback credits it, again and again, through the server. */
    async function recharges(token: string, member: number) {
      while (writing) {
        const order = await postJson(
          `${server.url}/api/app/recharge/recharge/submit`,
          JSON.stringify({ channelId: egp, amount: AMOUNT }),
          { authorization: token, 'idempotency-key': randomUUID() },
        );
        expect(order.status, JSON.stringify(order)).toBe(200);
        const orderId = Number(order.data?.id);
        const raw = JSON.stringify({
          orderId,
          providerTxnId: `gather-${orderId}`,
          amount: AMOUNT,
          currency: 'USD',
          status: 'paid',
        });
        const callback = await postJson(
          `${server.url}/api/app/pay/egp/gather/notify`,
          raw,
          signatureHeaders(SECRET, raw, Date.now()),
        );
        expect(callback.data?.outcome, JSON.stringify(callback)).toBe('credited');
        acks.push({ member, orderId, at: Date.now() });
      }
    }

    archive = path.join(await tempDir('club-backup-'), 'club.tar.gz');
    dirs.push(path.dirname(archive));
    let started = 0;
    let ended = 0;
    let backup: Run;
    try {
      const load = Promise.all(members.map((token, member) => recharges(token, member)));
      await new Promise((resolve) => setTimeout(resolve, WRITES_BEFORE_MS));
      started = Date.now();
      backup = await cli('backup', ['--out', archive], t.processEnv);
      ended = Date.now();
      await new Promise((resolve) => setTimeout(resolve, WRITES_AFTER_MS));
      writing = false;
      await load;
    } finally {
      writing = false;
      await server.kill();
    }
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(
      /backup written: .*club\.tar\.gz \(.* MiB, .* rows in 9 key tables, \d+ upload files\)/,
    );
    if (dialect === 'postgres') expect(backup.stdout).toContain('pg_dump (custom format) of schema t_');
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    expect(await fs.readdir(path.dirname(archive)), 'no staging folder or .partial left').toEqual([
      'club.tar.gz',
    ]);

    const before = acks.filter((a) => a.at < started);
    const during = acks.filter((a) => a.at >= started && a.at <= ended);
    const after = acks.filter((a) => a.at > ended);
    // The backup ran under load: credits were acknowledged while it did, and on both sides of it.
    expect(before.length).toBeGreaterThan(0);
    expect(during.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);

    restored = await emptyTarget();
    const restore = await cli('restore', ['--from', archive], restored);
    expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0);
    expect(restore.stdout).toContain('every SHA-256 matches');
    expect(restore.stdout).toContain('row counts match the manifest');
    expect(restore.stdout).toContain('ledger verified');

    const present = await withTarget(restored, async ({ db }) => {
      expect((await verifyLedger(db)).filter((c) => !c.ok)).toEqual([]);
      const ids = acks.map((a) => a.orderId);
      const entries = await db
        .selectFrom('ledger_entries')
        .select('reference')
        .where(
          'reference',
          'in',
          ids.map((id) => `recharge:${id}`),
        )
        .execute();
      const credited = entries.map((e) => Number(e.reference?.split(':')[1]));
      const orders = await db
        .selectFrom('recharge_orders')
        .select(['id', 'state'])
        .where('id', 'in', ids)
        .execute();
      // An order is marked paid in the same transaction as its credit: both or neither.
      expect(
        orders
          .filter((o) => o.state === 'success')
          .map((o) => o.id)
          .sort((a, b) => a - b),
      ).toEqual([...credited].sort((a, b) => a - b));
      return new Set(credited);
    });
    expect(
      before.filter((a) => !present.has(a.orderId)),
      'acknowledged before the backup, missing',
    ).toEqual([]);
    expect(
      after.filter((a) => present.has(a.orderId)),
      'acknowledged after the backup, present',
    ).toEqual([]);
    // One snapshot: each member's credits, in the order they were acknowledged, are all there up to a
    // point and none after it (a copy torn between two moments would show a gap).
    for (let member = 0; member < MEMBERS; member++) {
      const seen = acks.filter((a) => a.member === member).map((a) => present.has(a.orderId));
      const kept = seen.filter(Boolean).length;
      expect(seen, `member ${member}`).toEqual(seen.map((_, i) => i < kept));
    }
    const uploadsAfter = await contents(path.join(restored.DATA_DIR, UPLOADS));
    for (const [file, bytes] of uploadsBefore) expect(uploadsAfter.get(file)?.equals(bytes), file).toBe(true);
  });

  it('refuses a target that is not empty, and leaves it as it was', { timeout: 60_000 }, async () => {
    expect(archive).not.toBe('');
    const was = await fingerprint(restored);
    const again = await cli('restore', ['--from', archive], restored);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('restore refused: the target is not empty; nothing was changed');
    expect(await fingerprint(restored)).toEqual(was);
  });

  it('refuses a damaged archive, a changed file and a missing manifest, before touching the target', {
    timeout: 90_000,
  }, async () => {
    expect(archive).not.toBe('');
    const work = await tempDir('club-damaged-');
    dirs.push(work);
    const target = await emptyTarget();

    // One byte changed in the compressed archive: the gzip checksum (or the inflate) fails.
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = await fs.readFile(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    await fs.writeFile(damaged, bytes);

    // Repacked whole, with one byte of an upload changed, and without the manifest.
    const unpacked = path.join(work, 'unpacked');
    await fs.mkdir(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const upload = (await filesUnder(unpacked)).find((f) => f.startsWith(`${UPLOADS}/`)) ?? '';
    const uploadBytes = await fs.readFile(path.join(unpacked, upload));
    uploadBytes[0] ^= 0x01;
    await fs.writeFile(path.join(unpacked, upload), uploadBytes);
    const changed = path.join(work, 'changed.tar.gz');
    await tar.create({ gzip: true, file: changed, cwd: unpacked }, await fs.readdir(unpacked));
    const unlisted = path.join(work, 'no-manifest.tar.gz');
    const members = (await fs.readdir(unpacked)).filter((name) => name !== MANIFEST);
    await tar.create({ gzip: true, file: unlisted, cwd: unpacked }, members);

    const cases = [
      [damaged, 'the archive is unreadable'],
      [changed, `${upload}: SHA-256`],
      [unlisted, `the archive has no ${MANIFEST}`],
      [path.join(work, 'absent.tar.gz'), 'no archive at'],
    ];
    const runs = await Promise.all(cases.map(([file]) => cli('restore', ['--from', file], target)));
    runs.forEach((run, i) => {
      expect(run.status, `${path.basename(cases[i][0])}: ${run.stdout}`).toBe(1);
      expect(run.stderr).toContain('restore refused:');
      expect(run.stderr).toContain(cases[i][1]);
    });
    await expectEmpty(target);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('backup and restore of a whole PostgreSQL database', () => {
  const databases = throwawayDatabases();
  const dirs: string[] = [];
  afterAll(async () => {
    await databases.dropAll();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('dumps the database the app uses with its default schema, and restores it into a new one', {
    timeout: 90_000,
  }, async () => {
    const dir = await tempDir('club-whole-');
    dirs.push(dir);
    const source = {
      DATA_DIR: path.join(dir, 'source'),
      DATABASE_URL: await databases.create(process.env.TEST_DATABASE_URL ?? ''),
    };
    const database = openDb({ databaseUrl: source.DATABASE_URL, dataDir: source.DATA_DIR });
    await migrate(database);
    const entryId = await database.db.transaction().execute((trx) =>
      postEntry(trx, {
        type: 'SYSTEM',
        actor: 'system',
        now: Date.now(),
        postings: [
          { account: memberWallet(1, 'recharge'), amount: 700 },
          { account: platform('cash'), amount: -700 },
        ],
      }),
    );
    await database.db.destroy();

    const archive = path.join(dir, 'whole.tar.gz');
    const backup = await cli('backup', ['--out', archive], source);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('pg_dump (custom format) of the database');

    const target = {
      DATA_DIR: path.join(dir, 'target'),
      DATABASE_URL: await databases.create(source.DATABASE_URL),
    };
    const restore = await cli('restore', ['--from', archive], target);
    expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0);
    expect(restore.stdout).toContain('pg_restore: the database restored');
    expect(restore.stdout).toContain('ledger verified');
    const restored = openDb({ databaseUrl: target.DATABASE_URL, dataDir: target.DATA_DIR });
    try {
      const entry = await restored.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('id', '=', entryId)
        .executeTakeFirst();
      expect(entry).toBeDefined();
    } finally {
      await restored.db.destroy();
    }
  });
});
