// `npm run backup -- --out FILE`: one archive with a consistent copy of the running club (the database,
// the uploads, a manifest), from the configured database (DATABASE_URL, or the SQLite file under
// DATA_DIR). Exits 1 when it could not write one.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { failureText } from './backup/manifest';
import { writeBackup } from './backup/write-backup';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('usage: npm run backup -- --out FILE');
  const { manifest, bytes } = await writeBackup(loadConfig(), values.out);
  if (manifest.postgres)
    process.stdout.write(
      `pg_dump (custom format) of ${manifest.postgres.scope === 'schema' ? `schema ${manifest.postgres.schema}` : 'the database'}\n`,
    );
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
  process.stdout.write(
    `backup written: ${values.out} (${(bytes / 1024 / 1024).toFixed(1)} MiB, ${manifest.engine}, ` +
      `${rows} rows in ${Object.keys(manifest.rows).length} key tables, ${uploads} upload files)\n`,
  );
} catch (err) {
  process.stderr.write(`${failureText('backup', err)}\n`);
  process.exit(1);
}
