// `npm run restore -- --from FILE`: restores a backup archive into the configured target (DATABASE_URL,
// or DATA_DIR), which must be empty; checks the archive first, verifies the ledger after. Exits 1 on a
// refusal or a failed check.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { failureText } from './backup/manifest';
import { restoreBackup } from './backup/restore-backup';

try {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) throw new Error('usage: npm run restore -- --from FILE');
  const ok = await restoreBackup(loadConfig(), values.from, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(ok ? 'restore complete\n' : 'restore finished, but the checks above failed\n');
  process.exit(ok ? 0 : 1);
} catch (err) {
  process.stderr.write(`${failureText('restore', err)}\n`);
  process.exit(1);
}
