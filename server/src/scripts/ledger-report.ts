import type { Db } from '../db';
import { verifyLedger } from '../money/verify';

/**
 * Runs the ledger's checks on `db` and writes each one and the verdict, as `npm run ledger:verify`
 * and `npm run restore` print them; true when every check holds.
 */
export async function reportLedger(db: Db, write: (line: string) => void): Promise<boolean> {
  const checks = await verifyLedger(db);
  for (const c of checks) write(`${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const failed = checks.filter((c) => !c.ok).length;
  write(failed === 0 ? 'ledger verified' : `${failed} invariant(s) violated`);
  return failed === 0;
}
