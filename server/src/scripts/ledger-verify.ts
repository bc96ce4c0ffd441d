// `npm run ledger:verify`: checks the ledger's invariants on the configured database (DATABASE_URL, or
// the SQLite file under DATA_DIR), prints each check, and exits 1 on any violation.
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { verifyLedger } from '../money/verify';

const config = loadConfig();
const database = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const checks = await verifyLedger(database.db);
for (const c of checks) process.stdout.write(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}\n`);
await database.db.destroy();
const failed = checks.filter((c) => !c.ok).length;
process.stdout.write(failed === 0 ? 'ledger verified\n' : `${failed} invariant(s) violated\n`);
process.exit(failed === 0 ? 0 : 1);
