import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import {
  BackupRefusal,
  filesUnder,
  MANIFEST,
  type Manifest,
  PG_DUMP_FILE,
  parseManifest,
  SQLITE_FILE,
  sha256File,
  UPLOADS,
} from './manifest';

/** The manifest's `files`: every file under `staging` but the manifest, with its size and SHA-256. */
export async function describeFiles(staging: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for (const file of await filesUnder(staging)) {
    if (file === MANIFEST) continue;
    const full = path.join(staging, file);
    files.push({ path: file, bytes: (await fs.stat(full)).size, sha256: await sha256File(full) });
  }
  return files;
}

/**
 * Packs `staging` (its manifest first) into a gzipped tar at `out`. The archive is written as
 * `out.partial`, flushed to disk and only then renamed: a crash or a full disk never leaves a file
 * under the real name that looks complete. Returns its size in bytes.
 */
export async function packArchive(staging: string, out: string): Promise<number> {
  const partial = `${out}.partial`;
  const members = (await fs.readdir(staging)).filter((name) => name !== MANIFEST).sort();
  try {
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST, ...members]);
    // Every member's data and the app's generated secret: readable by its owner alone.
    await fs.chmod(partial, 0o600);
    const handle = await fs.open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(partial, out);
  } catch (err) {
    await fs.rm(partial, { force: true });
    throw err;
  }
  return (await fs.stat(out)).size;
}

/** The members an archive may hold; anything else (a link, a device, a path elsewhere) is refused. */
const ALLOWED = (name: string) =>
  name === MANIFEST || name === SQLITE_FILE || name === PG_DUMP_FILE || name.startsWith(`${UPLOADS}/`);

/**
 * Extracts `file` into the empty directory `staging` and checks it before anything is restored: it
 * reads whole (the gzip checksum catches a changed byte), holds only regular files and folders in
 * the known places, has a manifest of a known format, and every file matches the manifest's list
 * and SHA-256, with nothing missing and nothing extra. Returns the manifest; refuses otherwise.
 */
export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  await fs.access(file).catch(() => {
    throw new BackupRefusal(`no archive at ${file}`);
  });
  const strays: string[] = [];
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (name, entry) => {
        const type = 'type' in entry ? entry.type : entry.isDirectory() ? 'Directory' : 'File';
        const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
        const ok =
          (type === 'File' && ALLOWED(clean)) ||
          (type === 'Directory' && (clean === 'database' || clean === UPLOADS || ALLOWED(clean)));
        if (!ok) strays.push(`${name} (${type})`);
        return ok;
      },
    });
  } catch (err) {
    throw new BackupRefusal(`the archive is unreadable (damaged or not a backup): ${(err as Error).message}`);
  }
  if (strays.length > 0)
    throw new BackupRefusal(`the archive holds unexpected members: ${strays.join(', ')}`);

  const text = await fs.readFile(path.join(staging, MANIFEST), 'utf8').catch(() => {
    throw new BackupRefusal(`the archive has no ${MANIFEST}: not a backup of this app, or cut short`);
  });
  const manifest = parseManifest(text);
  const database = manifest.engine === 'sqlite' ? SQLITE_FILE : PG_DUMP_FILE;
  if (!manifest.files.some((f) => f.path === database))
    throw new BackupRefusal(`the manifest lists no ${database} for its ${manifest.engine} database`);

  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  const found = await describeFiles(staging);
  const problems = [
    ...found.filter((f) => !listed.has(f.path)).map((f) => `${f.path}: not in the manifest`),
    ...manifest.files.filter((f) => !found.some((g) => g.path === f.path)).map((f) => `${f.path}: missing`),
    ...found.flatMap((f) => {
      const want = listed.get(f.path);
      return want && (want.sha256 !== f.sha256 || want.bytes !== f.bytes)
        ? [`${f.path}: SHA-256 ${f.sha256} differs from the manifest's ${want.sha256}`]
        : [];
    }),
  ];
  if (problems.length > 0)
    throw new BackupRefusal(`the archive does not match its manifest:\n  ${problems.join('\n  ')}`);
  return manifest;
}
