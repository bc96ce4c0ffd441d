import { sql } from 'kysely';
import type { Trx } from '../../db';

/**
 * Records a new member under their inviter and each of the inviter's own ancestors, one depth
 * further, in the registration's transaction (PRODUCT.md §8).
 */
export async function recordAncestry(trx: Trx, userId: number, inviterId: number | null) {
  if (inviterId === null) return;
  await trx
    .insertInto('user_ancestors')
    .values({ user_id: userId, ancestor_id: inviterId, depth: 1 })
    .execute();
  await sql`insert into user_ancestors (user_id, ancestor_id, depth)
    select ${userId}, ancestor_id, depth + 1 from user_ancestors where user_id = ${inviterId}`.execute(trx);
}
