import { fail } from './errors';

/**
 * The row a member named, when it is theirs. Someone else's row answers exactly like a missing one
 * (NOT_FOUND), so a member cannot learn which ids exist by asking for them.
 */
export function ownedBy<Row extends { user_id: number }>(row: Row | undefined, userId: number): Row {
  if (!row || row.user_id !== userId) fail('NOT_FOUND');
  return row;
}
