import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';
import type { Database } from '../../db/schema';
import { searchMatches } from '../member-admin/repo';

export type ReportRole = 'director' | 'assistant';
export type Holder = { id: number; role: ReportRole };
type Scope = { user_id: number; level: number; assist: number };

/**
 * Everyone in a holder's team, once each, with their level (only `level`'s when given): under the
 * holder at any depth, and for a director also under each of their assistants (assist invitations,
 * levelled under the assistant). Someone under both counts as the director's own, at their depth
 * under the director. The own part is a range of the ancestor index as it stands; only the
 * assistants' part is grouped, to count a member under two assistants once. The two parts stay a
 * compound query, so an order by member id reads each along its index and merges them.
 */
export function teamOf(db: Db, holder: Holder, level?: number) {
  let own = db
    .selectFrom('user_ancestors')
    .select(['user_id', 'depth as level', sql<number>`0`.as('assist')])
    .where('ancestor_id', '=', holder.id);
  if (level !== undefined) own = own.where('depth', '=', level);
  if (holder.role !== 'director') return own as unknown as SelectQueryBuilder<Database, never, Scope>;
  let assisted = db
    .selectFrom('user_ancestors as ua')
    .innerJoin('report_roles as r', 'r.user_id', 'ua.ancestor_id')
    .select((eb) => ['ua.user_id', eb.fn.min('ua.depth').as('level'), sql<number>`1`.as('assist')])
    .where('r.director_id', '=', holder.id)
    .where('r.role', '=', 'assistant')
    .where('ua.user_id', '!=', holder.id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_ancestors as o')
            .select('o.user_id')
            .whereRef('o.user_id', '=', 'ua.user_id')
            .where('o.ancestor_id', '=', holder.id),
        ),
      ),
    )
    .groupBy('ua.user_id');
  if (level !== undefined) assisted = assisted.having((eb) => eb.fn.min('ua.depth'), '=', level);
  return own.unionAll(assisted) as unknown as SelectQueryBuilder<Database, never, Scope>;
}

export type MemberFilter = {
  search?: string;
  status?: 'activated' | 'notActivated';
  feeReturned?: 'yes' | 'no';
  level?: number;
};

type TeamScope = SelectQueryBuilder<Database, never, Scope>;

/** Members of `scope` (the team, or a page of it) joined with their latest membership, filtered. */
function membersOf(db: Db, scope: TeamScope, f: MemberFilter, now: number) {
  const active = sql<boolean>`(m.status = 'active' and m.expires_at > ${now})`;
  let q = db
    .selectFrom(scope.as('s'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('memberships as m', (j) =>
      j.on(sql<boolean>`m.id = (select max(mm.id) from memberships mm where mm.user_id = u.id)`),
    );
  if (f.search) {
    const text = f.search;
    q = q.where((eb) => searchMatches(eb as never, text));
  }
  if (f.status === 'activated') q = q.where(active);
  if (f.status === 'notActivated') q = q.where(sql<boolean>`not coalesce(${active}, false)`);
  if (f.feeReturned === 'yes') q = q.where('m.deposit_returned_at', 'is not', null);
  if (f.feeReturned === 'no') q = q.where('m.deposit_returned_at', 'is', null);
  const pick = (query: typeof q) =>
    query
      .select([
        'u.id',
        'u.phone',
        'u.created_at',
        's.level',
        's.assist',
        'm.activated_at',
        'm.deposit_returned_at',
        sql<number>`case when ${active} then 1 else 0 end`.as('active'),
      ])
      .orderBy('u.id', 'desc');
  return { q, pick };
}

/**
 * One page of the team, newest registration first. Filtered by a member's own row (search, VIP,
 * deposit), the team is joined and filtered whole; otherwise the page's ids are read in order along
 * the indexes and only those members are joined: a page walks an index to its offset instead of
 * sorting the whole team, and the total is a count of index entries.
 */
export async function membersPage(db: Db, holder: Holder, f: MemberFilter, now: number, at: PageAt) {
  const team = teamOf(db, holder, f.level);
  if (f.search || f.status || f.feeReturned) {
    const { q, pick } = membersOf(db, team, f, now);
    return paged(q, at, pick);
  }
  const ids = team
    .orderBy('user_id', 'desc')
    .limit(at.size)
    .offset((at.page - 1) * at.size);
  const page = membersOf(db, ids, {}, now);
  const [rows, count] = await Promise.all([
    page.pick(page.q).execute(),
    db
      .selectFrom(team.as('s'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
