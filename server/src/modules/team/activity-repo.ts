import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, Trx } from '../../db';
import type { TeamGroupsTable } from './tables';

export type GroupRow = Selectable<TeamGroupsTable>;

export async function insertGroup(trx: Trx, row: Insertable<TeamGroupsTable>) {
  const r = await trx.insertInto('team_groups').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export function findGroup(db: Db, id: number) {
  return db.selectFrom('team_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Groups still forming past their window dissolve; nothing is paid for them. */
export function dissolveExpired(db: Db, now: number, leaderId?: number) {
  let q = db
    .updateTable('team_groups')
    .set({ state: 'dissolved', dissolved_at: now })
    .where('state', '=', 'forming')
    .where('expires_at', '<=', now);
  if (leaderId !== undefined) q = q.where('leader_id', '=', leaderId);
  return q.execute();
}

/** The groups a member leads or joined, newest first. */
export function groupsOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('team_groups')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('leader_id', '=', userId),
        eb('id', 'in', eb.selectFrom('team_group_members').select('group_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function membersOf(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('team_group_members')
    .innerJoin('users', 'users.id', 'team_group_members.user_id')
    .select([
      'team_group_members.id',
      'team_group_members.group_id',
      'team_group_members.user_id',
      'team_group_members.joined_at',
      'team_group_members.counted_at',
      'users.phone',
      'users.nickname',
      'users.avatar',
    ])
    .where('team_group_members.group_id', 'in', groupIds)
    .orderBy('team_group_members.id')
    .execute();
}

/** The leaders of these groups, as their groups show them. */
export function leadersOf(db: Db, leaderIds: number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'invitation_code', 'nickname', 'phone', 'avatar', 'created_at'])
    .where('id', 'in', leaderIds.length ? leaderIds : [0])
    .execute();
}

export function membershipOf(db: Db, userId: number) {
  return db.selectFrom('team_group_members').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Adds a member to a group; false when they are in a group already. */
export async function insertMember(trx: Trx, groupId: number, userId: number, now: number) {
  const r = await trx
    .insertInto('team_group_members')
    .values({ group_id: groupId, user_id: userId, joined_at: now, counted_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Marks a member as counted; false when they counted already. */
export async function markCounted(trx: Trx, memberRowId: number, now: number) {
  const r = await trx
    .updateTable('team_group_members')
    .set({ counted_at: now })
    .where('id', '=', memberRowId)
    .where('counted_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Takes back a mark the group could no longer count (it filled or closed meanwhile). */
export function unmarkCounted(trx: Trx, memberRowId: number) {
  return trx
    .updateTable('team_group_members')
    .set({ counted_at: null })
    .where('id', '=', memberRowId)
    .execute();
}

/** Counts one more member while the group is forming and short; false otherwise. */
export async function addCounted(trx: Trx, groupId: number) {
  const r = await trx
    .updateTable('team_groups')
    .set({ counted: sql`counted + 1` })
    .where('id', '=', groupId)
    .where('state', '=', 'forming')
    .whereRef('counted', '<', 'target')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Completes a forming group that has reached its target; false when it was not (or already) complete. */
export async function markComplete(trx: Trx, groupId: number, now: number) {
  const r = await trx
    .updateTable('team_groups')
    .set({ state: 'complete', completed_at: now })
    .where('id', '=', groupId)
    .where('state', '=', 'forming')
    .whereRef('counted', '=', 'target')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Complete day-dividend groups with a day due by `now`. */
export function dividendsDue(db: Db, now: number, dayMs: number) {
  return db
    .selectFrom('team_groups')
    .selectAll()
    .where('state', '=', 'complete')
    .where('dividend_kind', '=', 'day')
    .whereRef('days_paid', '<', 'dividend_days')
    .where(sql<number>`completed_at + days_paid * ${dayMs}`, '<=', now)
    .orderBy('id')
    .limit(200)
    .execute();
}

/** Claims day `day` of a group's dividends; false when another run paid it. */
export async function claimDividendDay(trx: Trx, groupId: number, day: number) {
  const r = await trx
    .updateTable('team_groups')
    .set({ days_paid: day })
    .where('id', '=', groupId)
    .where('days_paid', '=', day - 1)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export function countedMembers(db: Db, groupId: number) {
  return db
    .selectFrom('team_group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('counted_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The member's team-activity rewards of these types, newest first. */
export function teamRewardsOf(db: Db, userId: number, types: string[]) {
  return db
    .selectFrom('rewards')
    .select(['type', 'amount', 'state', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', 'in', types as never[])
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}
