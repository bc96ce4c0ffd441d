import type { TMembershipCheck } from '@club/contract';
import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db';
import { DAY_MS, isoOrNull } from '../../kernel/calendar';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { notify } from '../message/notify';
import { currentMembership, svipLevelOf } from './repo';
import type { MembershipsTable } from './tables';

export type Membership = Selectable<MembershipsTable>;

/** Renewal opens 30 days before expiry and stays open until 30 days after (PRODUCT.md §6). */
export const RENEWAL_WINDOW_MS = 30 * DAY_MS;
/** An expired, unrenewed membership gives its deposit back this long after expiry. */
export const DEPOSIT_RETURN_AFTER_MS = 30 * DAY_MS;

/** What a membership is at `now`, whatever the expiry job has written so far. */
export function effectiveStatus(m: Membership | undefined, now: number): TMembershipCheck['status'] {
  if (!m) return 'none';
  if (m.status === 'active' && m.expires_at <= now) return 'expired';
  return m.status;
}

export function renewable(m: Membership | undefined, now: number) {
  if (!m || m.deposit_returned_at !== null || m.status === 'cancelled') return false;
  return now >= m.expires_at - RENEWAL_WINDOW_MS && now <= m.expires_at + RENEWAL_WINDOW_MS;
}

/** The member's membership as the check answers it at `now`; `q`: the database, or the transaction it is read in. */
export async function membershipCheck(q: Db, userId: number, now: number): Promise<TMembershipCheck> {
  const m = await currentMembership(q, userId);
  const status = effectiveStatus(m, now);
  const held = m !== undefined && m.deposit_returned_at === null && status !== 'cancelled';
  return {
    status,
    levelId: m?.level_id ?? null,
    activatedAt: isoOrNull(m?.activated_at ?? null),
    expiresAt: isoOrNull(m?.expires_at ?? null),
    deposit: m?.deposit ?? 0,
    depositReturned: m?.deposit_returned_at != null,
    depositReturnedAt: isoOrNull(m?.deposit_returned_at ?? null),
    depositReturnDueAt: held && m ? isoOrNull(m.expires_at + DEPOSIT_RETURN_AFTER_MS) : null,
    renewable: renewable(m, now),
    renewableFrom: m && held ? isoOrNull(m.expires_at - RENEWAL_WINDOW_MS) : null,
    svipLevel: await svipLevelOf(q, userId),
  };
}

/** The MEMBERFEE_RETURN entry: the held deposit goes back to the member's recharge balance. */
export async function returnDeposit(trx: Trx, m: Membership, actor: string, now: number) {
  await notify(trx, m.user_id, 'deposit_returned', { amount: m.deposit }, now);
  return postEntry(trx, {
    type: 'MEMBERFEE_RETURN',
    actor,
    now,
    reference: `membership:${m.id}`,
    requestKey: `membership-deposit:${m.id}`,
    postings: [
      { account: platform('member_deposits_held'), amount: -m.deposit },
      { account: memberWallet(m.user_id, 'recharge'), amount: m.deposit },
    ],
  });
}
