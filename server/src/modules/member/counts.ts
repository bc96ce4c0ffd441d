import { sql } from 'kysely';
import type { Db, Trx } from '../../db';

// How many members hold a membership under each member, per depth (depth 0: the member themselves),
// kept in the transactions that activate, renew, cancel and expire memberships, so a team's VIP
// count per level is a few rows instead of a walk of the team.

/**
 * Counts the member again after a membership of theirs changed: held when one has status active
 * (one past its end and not yet marked is taken off at read, `lapsedIn`). `member_holders` says who
 * is counted; a conditional write there, so of two transactions for one member the second finds it
 * done, then the member's own row and each ancestor's at its depth move by one, in key order in one
 * statement (so two transactions never wait on each other's rows in a loop).
 */
export async function recountMember(trx: Trx, userId: number) {
  const held = await trx
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  let delta: number;
  if (held) {
    const r = await trx
      .insertInto('member_holders')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    delta = Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : 0;
  } else {
    const r = await trx.deleteFrom('member_holders').where('user_id', '=', userId).executeTakeFirst();
    delta = r.numDeletedRows === 1n ? -1 : 0;
  }
  if (delta === 0) return;
  await sql`insert into member_counts (ancestor_id, depth, members)
    select ancestor_id, depth, ${delta} from (
      select ${userId} as ancestor_id, 0 as depth
      union all select ancestor_id, depth from user_ancestors where user_id = ${userId}
    ) l order by ancestor_id, depth
    on conflict (ancestor_id, depth) do update set members = member_counts.members + excluded.members`.execute(
    trx,
  );
}

/**
 * Members holding a membership at `now` under each of `ancestorIds`, per depth (0: the ancestor
 * themselves) up to `maxDepth`: the running totals less those `lapsedIn`.
 */
export async function holdersByDepth(db: Db, ancestorIds: number[], now: number, maxDepth?: number) {
  const [counts, lapsed] = await Promise.all([
    memberCounts(db, ancestorIds, maxDepth),
    lapsedIn(db, ancestorIds, now),
  ]);
  const key = (ancestorId: number, depth: number) => `${ancestorId}:${depth}`;
  const members = new Map(counts.map((r) => [key(r.ancestor_id, Number(r.depth)), Number(r.members)]));
  for (const r of lapsed) {
    const k = key(r.ancestor_id, Number(r.depth));
    if (members.has(k)) members.set(k, (members.get(k) ?? 0) - 1);
  }
  return counts.map((r) => ({
    ancestorId: r.ancestor_id,
    depth: Number(r.depth),
    members: members.get(key(r.ancestor_id, Number(r.depth))) ?? 0,
  }));
}

function memberCounts(db: Db, ancestorIds: number[], maxDepth?: number) {
  let q = db
    .selectFrom('member_counts')
    .select(['ancestor_id', 'depth', 'members'])
    .where('ancestor_id', 'in', ancestorIds);
  if (maxDepth !== undefined) q = q.where('depth', '<=', maxDepth);
  return q.execute();
}

/**
 * Where members counted as holding a membership no longer do at `now` (it ended and the expiry job
 * has not marked it yet), among `ancestorIds`' counts: the member's own row (depth 0) and each
 * ancestor's. Few: only memberships ended since the job's last minute.
 */
function lapsedIn(db: Db, ancestorIds: number[], now: number) {
  const lapsed = db
    .selectFrom('memberships as m')
    .select('m.user_id')
    .distinct()
    .where('m.status', '=', 'active')
    .where('m.expires_at', '<=', now)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('memberships as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'm.user_id')
            .where('n.status', '=', 'active')
            .where('n.expires_at', '>', now),
        ),
      ),
    );
  return db
    .selectFrom(lapsed.as('x'))
    .select(['x.user_id as ancestor_id', sql<number>`0`.as('depth')])
    .where('x.user_id', 'in', ancestorIds)
    .unionAll(
      db
        .selectFrom(lapsed.as('y'))
        .innerJoin('user_ancestors as ua', 'ua.user_id', 'y.user_id')
        .select(['ua.ancestor_id', 'ua.depth'])
        .where('ua.ancestor_id', 'in', ancestorIds),
    )
    .execute();
}
