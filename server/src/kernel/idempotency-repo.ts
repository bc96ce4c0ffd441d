import type { Db } from '../db';

export type KeyRow = {
  request_hash: string;
  response: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
};

const byKey = (db: Db, subject: string, key: string) =>
  db.selectFrom('idempotency_keys').where('subject', '=', subject).where('key', '=', key);

/** Inserts the key leased to `owner`; false when the key already exists. */
export async function insertLeasedKey(
  db: Db,
  row: { subject: string; key: string; hash: string; owner: string; until: number; now: number },
) {
  const r = await db
    .insertInto('idempotency_keys')
    .values({
      subject: row.subject,
      key: row.key,
      request_hash: row.hash,
      response: null,
      created_at: row.now,
      lease_owner: row.owner,
      lease_until: row.until,
    })
    .onConflict((oc) => oc.columns(['subject', 'key']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function findKey(db: Db, subject: string, key: string): Promise<KeyRow | undefined> {
  return byKey(db, subject, key)
    .select(['request_hash', 'response', 'lease_owner', 'lease_until', 'created_at'])
    .executeTakeFirst();
}

/**
 * Compare-and-set: `owner` takes an unanswered key over only if its lease is still the one the
 * caller saw expire, so of many waiters exactly one wins.
 */
export async function takeOverLease(
  db: Db,
  subject: string,
  key: string,
  seen: Pick<KeyRow, 'lease_owner' | 'lease_until'>,
  owner: string,
  until: number,
) {
  let q = db
    .updateTable('idempotency_keys')
    .set({ lease_owner: owner, lease_until: until })
    .where('subject', '=', subject)
    .where('key', '=', key)
    .where('response', 'is', null);
  q =
    seen.lease_owner === null
      ? q.where('lease_owner', 'is', null)
      : q.where('lease_owner', '=', seen.lease_owner);
  q =
    seen.lease_until === null
      ? q.where('lease_until', 'is', null)
      : q.where('lease_until', '=', seen.lease_until);
  const r = await q.executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/**
 * Confirms inside the effect's transaction that `owner` still holds the key, and (on PostgreSQL)
 * locks its row until commit, so nobody can take it over between this check and the stored answer.
 */
export async function holdLease(db: Db, subject: string, key: string, owner: string) {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ lease_owner: owner })
    .where('subject', '=', subject)
    .where('key', '=', key)
    .where('lease_owner', '=', owner)
    .where('response', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Stores the answer if `owner` still holds the key; false when it does not. */
export async function storeAnswer(db: Db, subject: string, key: string, owner: string, response: string) {
  const r = await db
    .updateTable('idempotency_keys')
    .set({ response, lease_owner: null, lease_until: null })
    .where('subject', '=', subject)
    .where('key', '=', key)
    .where('lease_owner', '=', owner)
    .where('response', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Gives an unanswered key up at once, so a retry need not wait for the lease to run out. */
export function releaseLease(db: Db, subject: string, key: string, owner: string) {
  return db
    .updateTable('idempotency_keys')
    .set({ lease_until: 0 })
    .where('subject', '=', subject)
    .where('key', '=', key)
    .where('lease_owner', '=', owner)
    .where('response', 'is', null)
    .execute();
}

/**
 * Deletes about `limit` keys made before `before`, oldest first; answers how many. The key is two
 * columns, so a step ends at the time of the `limit`-th oldest key (its ties go with it).
 */
export async function deleteKeysBefore(db: Db, before: number, limit: number) {
  const last = await db
    .selectFrom('idempotency_keys')
    .select('created_at')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  const r = await db
    .deleteFrom('idempotency_keys')
    .where(
      'created_at',
      last === undefined ? '<' : '<=',
      last === undefined ? before : Number(last.created_at),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
