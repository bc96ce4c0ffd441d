import type { Db } from '../../db';

type Direction = 'gather' | 'transfer';
type CallbackKey = { provider: string; direction: Direction; provider_txn_id: string };

/** A callback not applied yet: recorded in the transaction that applies it. */
export const UNAPPLIED = 'received';

const byTxn = (db: Db, k: CallbackKey) =>
  db
    .updateTable('payment_callbacks')
    .where('provider', '=', k.provider)
    .where('direction', '=', k.direction)
    .where('provider_txn_id', '=', k.provider_txn_id);

/** Records a provider callback once per transaction id; false when the id is known already. */
export async function recordCallback(
  db: Db,
  row: CallbackKey & { order_id: number | null; body: string; created_at: number },
) {
  const r = await db
    .insertInto('payment_callbacks')
    .values({ ...row, outcome: UNAPPLIED })
    .onConflict((oc) => oc.columns(['provider', 'direction', 'provider_txn_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Claims a recorded callback that was never applied (a crash between recording and applying, before
 * the two shared a transaction). The update locks the row, so of two racing retries one applies it.
 */
export async function claimUnapplied(db: Db, k: CallbackKey) {
  const r = await byTxn(db, k)
    .set({ outcome: UNAPPLIED })
    .where('outcome', '=', UNAPPLIED)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function callbackOutcome(db: Db, k: CallbackKey) {
  const row = await db
    .selectFrom('payment_callbacks')
    .select('outcome')
    .where('provider', '=', k.provider)
    .where('direction', '=', k.direction)
    .where('provider_txn_id', '=', k.provider_txn_id)
    .executeTakeFirst();
  return row?.outcome;
}

export function setCallbackOutcome(db: Db, k: CallbackKey, outcome: string) {
  return byTxn(db, k).set({ outcome }).execute();
}
