import { sql } from 'kysely';
import type { Db, Trx } from '../../db';

/**
 * Records a new member under their inviter and each of the inviter's own ancestors, one depth
 * further, in the registration's transaction (PRODUCT.md §8), and counts them in each ancestor's
 * team size at that depth (in ancestor order, the order every transaction takes these rows in).
 */
export async function recordAncestry(trx: Trx, userId: number, inviterId: number | null) {
  if (inviterId === null) return;
  await trx
    .insertInto('user_ancestors')
    .values({ user_id: userId, ancestor_id: inviterId, depth: 1 })
    .execute();
  await sql`insert into user_ancestors (user_id, ancestor_id, depth)
    select ${userId}, ancestor_id, depth + 1 from user_ancestors where user_id = ${inviterId}`.execute(trx);
  await sql`insert into user_ancestor_counts (ancestor_id, depth, users)
    select ancestor_id, depth, 1 from user_ancestors where user_id = ${userId} order by ancestor_id
    on conflict (ancestor_id, depth) do update set users = user_ancestor_counts.users + 1`.execute(trx);
}

/** How many members registered under each of `ancestorIds`, per depth (up to `maxDepth`). */
export function teamSizes(db: Db, ancestorIds: number[], maxDepth?: number) {
  let q = db
    .selectFrom('user_ancestor_counts')
    .select(['ancestor_id', 'depth', 'users'])
    .where('ancestor_id', 'in', ancestorIds);
  if (maxDepth !== undefined) q = q.where('depth', '<=', maxDepth);
  return q.execute();
}
