import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db';
import { migrate } from '../db/migrate';
import { memberWallet, platform } from '../money/accounts';
import { postEntry } from '../money/ledger';

const root = path.resolve(import.meta.dirname, '../../..');

function verify(dataDir: string) {
  return spawnSync('npx', ['tsx', 'server/src/scripts/ledger-verify.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

describe('npm run ledger:verify', () => {
  it('prints each check, passes on a sound ledger and fails on a tampered one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-verify-'));
    const database = openDb({ dataDir });
    await migrate(database);
    await database.db.transaction().execute((trx) =>
      // An operator's adjustment: a recharge entry would need its order (the ledger's ties).
      postEntry(trx, {
        type: 'SYSTEM',
        actor: 'system',
        now: Date.now(),
        postings: [
          { account: memberWallet(1, 'recharge'), amount: 500 },
          { account: platform('cash'), amount: -500 },
        ],
      }),
    );
    const sound = verify(dataDir);
    expect(sound.status).toBe(0);
    expect(sound.stdout).toContain('every cached balance equals the sum of its postings');
    expect(sound.stdout).toContain('ledger verified');

    await database.db
      .updateTable('ledger_accounts')
      .set({ balance: 400 })
      .where('kind', '=', 'recharge')
      .execute();
    const tampered = verify(dataDir);
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toMatch(/FAIL +every cached balance/);

    // A payment a crash lost: the provider's callback recorded, its money never credited.
    await database.db
      .updateTable('ledger_accounts')
      .set({ balance: 500 })
      .where('kind', '=', 'recharge')
      .execute();
    await database.db
      .insertInto('payment_callbacks')
      .values({
        provider: 'egp',
        direction: 'gather',
        provider_txn_id: 'lost',
        order_id: 1,
        body: '{}',
        outcome: 'received',
        created_at: Date.now(),
      })
      .execute();
    const lost = verify(dataDir);
    expect(lost.status).toBe(1);
    expect(lost.stdout).toMatch(/FAIL +every provider callback was applied/);
    await database.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
