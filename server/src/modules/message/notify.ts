import type { TMessageKind } from '@club/contract';
import type { Trx } from '../../db';
import { insertMessage } from './repo';

/** What each kind of system message carries: amounts in minor units, ids, an operator's reason. */
export type MessageParams = {
  recharge_credited: { orderId: number; amount: number };
  recharge_failed: { orderId: number; amount: number; reason: string | null };
  withdraw_approved: { orderId: number; amount: number };
  withdraw_rejected: { orderId: number; amount: number; reason: string | null };
  card_verified: { accountId: number };
  card_rejected: { accountId: number; reason: string | null };
  membership_activated: { levelId: number; expiresAt: number };
  membership_expiring: { levelId: number; expiresAt: number };
  membership_expired: { levelId: number };
  deposit_returned: { amount: number };
  investment_made: { investmentId: number; projectId: number; amount: number };
  investment_revoked: { investmentId: number; projectId: number; amount: number };
  project_waiting: { investmentId: number; projectId: number };
  project_resumed: { investmentId: number; projectId: number };
};
export type SystemKind = Exclude<TMessageKind, 'announcement'>;

/**
 * Tells a member that something happened to them, in the transaction that made it happen: the
 * message exists exactly when the event does. `dedupe` makes a notice a job may reach twice (an
 * expiry warning) land once per member and occasion.
 */
export function notify<K extends SystemKind>(
  trx: Trx,
  userId: number,
  kind: K,
  params: MessageParams[K],
  now: number,
  dedupe: string | null = null,
) {
  return insertMessage(trx, {
    user_id: userId,
    kind,
    params: JSON.stringify(params),
    announcement_id: null,
    dedupe,
    created_at: now,
    read_at: null,
  });
}
