// `npm run ledger:verify`: checks the ledger's invariants on the configured database (DATABASE_URL, or
// the SQLite file under DATA_DIR), prints each check, and exits 1 on any violation.
import { loadConfig } from '../config';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { reportLedger } from './ledger-report';

const config = loadConfig();
const database = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
const ok = await reportLedger(database.db, (line) => process.stdout.write(`${line}\n`));
await database.db.destroy();
process.exit(ok ? 0 : 1);
