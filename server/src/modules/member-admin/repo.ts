import { ROW_ID_MAX, type TMemberStatus, type TVipStatus } from '@club/contract';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { Database } from '../../db/schema';
import type { InvestmentsTable } from '../invest/tables';

type Users = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;
type Order = 'asc' | 'desc';

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Fewer digits than this would match a part of almost every phone number. */
const PHONE_FRAGMENT_MIN = 4;

/**
 * What the back office's search box matches on a member. A number (`+1 202-555-0101`, `2025550101`,
 * `42`) matches the exact id, or any part of the phone number with or without its area code once it
 * has 4 digits or more. Other text matches any part of the nickname in any case. Either may be a
 * whole invitation code, in any case. Default nicknames are masked phones, so a number is not
 * looked for in nicknames: it would match nearly everyone.
 */
export function searchMatches(eb: Users, text: string): Expression<SqlBool> {
  const either: Expression<SqlBool>[] = [eb('u.invitation_code', '=', text.toUpperCase())];
  if (/^[+\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= PHONE_FRAGMENT_MIN) {
      // phone_e164 is `+<area code><national number>`: the number with its area code.
      const pattern = likeContaining(digits);
      either.push(sql<SqlBool>`u.phone like ${pattern} escape '\\'`);
      either.push(sql<SqlBool>`u.phone_e164 like ${pattern} escape '\\'`);
    }
    // Ids are 32-bit on PostgreSQL: a longer number can only be (part of) a phone.
    if (/^\d{1,10}$/.test(text) && Number(text) <= ROW_ID_MAX) either.push(eb('u.id', '=', Number(text)));
  } else {
    either.push(sql<SqlBool>`lower(u.nickname) like ${likeContaining(text.toLowerCase())} escape '\\'`);
  }
  return eb.or(either);
}

/** The member's VIP state now, from the latest membership cycle ('none' when there is none). */
const vipStatus = (now: number) =>
  sql<TVipStatus>`coalesce((select case when m.status = 'active' and m.expires_at <= ${now} then 'expired' else m.status end from memberships m where m.user_id = u.id order by m.id desc limit 1), 'none')`;
const vipExpiresAt = sql<
  number | null
>`(select m.expires_at from memberships m where m.user_id = u.id order by m.id desc limit 1)`;

/** A sum of the member's wallet balances (all wallets when no kinds are given); 0 before any posting. */
function balances(kinds?: string[]): RawBuilder<number> {
  const only = kinds ? sql` and la.kind in (${sql.join(kinds)})` : sql``;
  return sql<number>`(select coalesce(sum(la.balance), 0) from ledger_accounts la where la.owner_kind = 'member' and la.owner_id = u.id${only})`;
}
/** Principal still invested: holding investments less the principal already paid back. */
const holding = sql<number>`(select coalesce(sum(i.principal - i.principal_paid), 0) from investments i where i.user_id = u.id and i.status = 'holding')`;

export type MemberFilter = { search?: string; status?: TMemberStatus; vip?: TVipStatus };

function memberQuery(db: Db, f: MemberFilter, now: number) {
  let q = db.selectFrom('users as u');
  if (f.status) q = q.where('u.status', '=', f.status);
  if (f.vip) q = q.where(vipStatus(now), '=', f.vip);
  const search = f.search;
  if (search) q = q.where((eb) => searchMatches(eb, search));
  return q;
}

const MEMBER_SORT = {
  createdAt: 'u.created_at',
  id: 'u.id',
  totalAssets: 'total_assets',
  available: 'available',
} as const;
export type MemberSort = { field?: keyof typeof MEMBER_SORT; order: Order };

/**
 * One page of members with their wallet figures, read from the cached balances. Sorted in SQL by a
 * whitelisted column, the id breaking ties; newest first by default.
 */
export function memberPage(db: Db, f: MemberFilter, sort: MemberSort, now: number, at: PageAt) {
  return paged(memberQuery(db, f, now), at, (q) =>
    q
      .select([
        'u.id',
        'u.area_code',
        'u.phone',
        'u.nickname',
        'u.avatar',
        'u.invitation_code',
        'u.inviter_id',
        'u.status',
        'u.created_at',
        'u.svip_level',
        vipStatus(now).as('vip_status'),
        vipExpiresAt.as('vip_expires_at'),
        balances(['recharge']).as('recharge'),
        balances(['income']).as('income'),
        balances(['work']).as('work'),
        balances(['internal']).as('internal'),
        balances(['frozen']).as('frozen'),
        balances(['recharge', 'income', 'work']).as('available'),
        sql<number>`${balances()} + ${holding}`.as('total_assets'),
      ])
      .orderBy(sql.ref(MEMBER_SORT[sort.field ?? 'createdAt']), sort.order)
      .orderBy('u.id', sort.order),
  );
}

/** Members the picker offers for `search`: an exact id first, then the newest, at most `limit`. */
export function pickMembers(db: Db, search: string, limit: number) {
  const id = /^\d{1,10}$/.test(search) && Number(search) <= ROW_ID_MAX ? Number(search) : 0;
  return db
    .selectFrom('users as u')
    .where((eb) => searchMatches(eb, search))
    .select(['u.id', 'u.nickname', 'u.area_code', 'u.phone', 'u.status'])
    .orderBy(sql`case when u.id = ${id} then 0 else 1 end`)
    .orderBy('u.id', 'desc')
    .limit(limit)
    .execute();
}

export function findMember(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Members on `level` (1–3) of the invitation tree under `userId`, from the ancestor table. */
function inviteeQuery(db: Db, userId: number, level: 1 | 2 | 3, search: string | undefined) {
  let q = db
    .selectFrom('user_ancestors as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .where('t.ancestor_id', '=', userId)
    .where('t.depth', '=', level);
  if (search) q = q.where((eb) => searchMatches(eb, search));
  return q;
}

const INVITEE_SORT = { createdAt: 'u.created_at', id: 'u.id' } as const;

export function inviteePage(
  db: Db,
  q: { userId: number; level: 1 | 2 | 3; search?: string },
  sort: { field?: keyof typeof INVITEE_SORT; order: Order },
  now: number,
  at: PageAt,
) {
  return paged(inviteeQuery(db, q.userId, q.level, q.search), at, (query) =>
    query
      .select([
        'u.id',
        'u.area_code',
        'u.phone',
        'u.nickname',
        'u.inviter_id',
        'u.status',
        'u.created_at',
        vipStatus(now).as('vip_status'),
        vipExpiresAt.as('vip_expires_at'),
        sql<number>`(select count(*) from user_ancestors c where c.ancestor_id = u.id and c.depth = 1)`.as(
          'direct_invitees',
        ),
      ])
      .orderBy(INVITEE_SORT[sort.field ?? 'createdAt'], sort.order)
      .orderBy('u.id', sort.order),
  );
}

export async function countInvitees(db: Db, userId: number, level: 1 | 2 | 3, search?: string) {
  const r = await inviteeQuery(db, userId, level, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

type InvestmentState = InvestmentsTable['status'];
const INVESTMENT_SORT = { investedAt: 'invested_at', id: 'id', principal: 'principal' } as const;

function investmentQuery(db: Db, userId: number, status?: InvestmentState) {
  let q = db.selectFrom('investments').where('user_id', '=', userId);
  if (status) q = q.where('status', '=', status);
  return q;
}

export function investmentPage(
  db: Db,
  f: { userId: number; status?: InvestmentState },
  sort: { field?: keyof typeof INVESTMENT_SORT; order: Order },
  at: PageAt,
) {
  return paged(investmentQuery(db, f.userId, f.status), at, (q) =>
    q
      .selectAll()
      .orderBy(INVESTMENT_SORT[sort.field ?? 'investedAt'], sort.order)
      .orderBy('id', sort.order),
  );
}

/** Bank cards and addresses the member keeps, newest first. */
export function withdrawAccountsOf(db: Db, userId: number) {
  return db
    .selectFrom('withdraw_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Bans an active member; false when the member was not active (already banned, or gone). */
export async function markBanned(db: Db, id: number, reason: string, now: number) {
  const r = await db
    .updateTable('users')
    .set({ status: 'banned', ban_reason: reason, banned_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

/** Lifts a ban; false when the member was not banned. */
export async function markUnbanned(db: Db, id: number) {
  const r = await db
    .updateTable('users')
    .set({ status: 'active', ban_reason: null, banned_at: null })
    .where('id', '=', id)
    .where('status', '=', 'banned')
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}
