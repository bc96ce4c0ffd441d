import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../db';
import type { MemberLevelsTable, MembershipsTable } from './tables';

export function enabledLevels(db: Db) {
  return db
    .selectFrom('member_levels')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('kind', 'desc')
    .orderBy('level')
    .execute();
}

export function allLevels(db: Db) {
  return db.selectFrom('member_levels').selectAll().orderBy('kind', 'desc').orderBy('level').execute();
}

export function findLevel(db: Db, id: number) {
  return db.selectFrom('member_levels').selectAll().where('id', '=', id).executeTakeFirst();
}

export function updateLevel(db: Db, id: number, changes: Updateable<MemberLevelsTable>) {
  return db.updateTable('member_levels').set(changes).where('id', '=', id).execute();
}

/** The member's latest membership cycle, if any. */
export function currentMembership(db: Db, userId: number) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertMembership(db: Db, row: Insertable<MembershipsTable>) {
  const r = await db.insertInto('memberships').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function extendMembership(db: Db, id: number, expiresAt: number, now: number) {
  return db
    .updateTable('memberships')
    .set({ status: 'active', expires_at: expiresAt, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Marks the deposit returned, once: false when another run or request already did. */
export async function markDepositReturned(
  db: Trx,
  id: number,
  now: number,
  changes: Updateable<MembershipsTable> = {},
) {
  const r = await db
    .updateTable('memberships')
    .set({ ...changes, deposit_returned_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deposit_returned_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Ends the memberships past their expiry; answers them, so their members can be told. */
export function expireDue(trx: Trx, now: number, limit: number) {
  const due = trx
    .selectFrom('memberships')
    .select('id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .limit(limit);
  return trx
    .updateTable('memberships')
    .set({ status: 'expired', updated_at: now })
    .where('id', 'in', due)
    .where('status', '=', 'active')
    .returning(['id', 'user_id', 'level_id', 'expires_at'])
    .execute();
}

/** Active memberships ending before `until` whose members were not yet warned of this expiry, after id `afterId`. */
export function expiringUnwarned(db: Db, now: number, until: number, afterId: number, limit: number) {
  return db
    .selectFrom('memberships')
    .select(['id', 'user_id', 'level_id', 'expires_at'])
    .where('id', '>', afterId)
    .where('status', '=', 'active')
    .where('expires_at', '>', now)
    .where('expires_at', '<=', until)
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(
          selectFrom('messages')
            .select('messages.id')
            .whereRef('messages.user_id', '=', ref('memberships.user_id'))
            .where('messages.kind', '=', 'membership_expiring')
            .whereRef('messages.created_at', '>=', ref('memberships.updated_at')),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function depositsDue(db: Db, expiredBefore: number, limit: number) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('status', '=', 'expired')
    .where('deposit_returned_at', 'is', null)
    .where('expires_at', '<=', expiredBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Principal the member has ever put into projects; revoked investments do not count. */
export async function investedPrincipal(db: Db, userId: number) {
  const row = await db
    .selectFrom('investments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('principal'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('status', '!=', 'revoked')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function svipLevelOf(db: Db, userId: number) {
  const row = await db.selectFrom('users').select('svip_level').where('id', '=', userId).executeTakeFirst();
  return row?.svip_level ?? 0;
}

/** Moves the member from `from` to `from + 1`; false when another run already did. */
export async function stepSvipLevel(db: Trx, userId: number, from: number) {
  const r = await db
    .updateTable('users')
    .set({ svip_level: from + 1 })
    .where('id', '=', userId)
    .where('svip_level', '=', from)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}
