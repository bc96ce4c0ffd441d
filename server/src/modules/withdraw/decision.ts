import type { Wallet } from '@club/contract';
import type { Trx } from '../../db';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { operatorNames, writeAudit } from '../audit/repo';
import { notify } from '../message/notify';
import { decideWithdrawOrder, freezePostings } from './repo';

import type { Order } from './views';

/**
 * Pays out (WITHDRAW, its fee to fees income) or returns (REVOKE) a held withdrawal, in the
 * caller's transaction; false when it was decided already. The entry is keyed by the order, so a
 * second decision can never post whatever path it comes by.
 */
export async function applyDecision(
  trx: Trx,
  by: { adminId: number } | { provider: string },
  o: Order,
  outcome: 'success' | 'failed',
  reason: string | undefined,
  now: number,
  payoutReference?: string,
) {
  const adminId = 'adminId' in by ? by.adminId : null;
  const actor = 'adminId' in by ? `admin:${by.adminId}` : `provider:${by.provider}`;
  const reference = payoutReference ?? null;
  if (!(await decideWithdrawOrder(trx, o.id, outcome, adminId, reason ?? null, now, reference))) return false;
  const total = o.amount + o.fee;
  const frozen = { account: memberWallet(o.user_id, 'frozen'), amount: -total };
  const keyed = { actor, now, reference: `withdraw:${o.id}`, requestKey: `withdraw-decision:${o.id}` };
  if (outcome === 'success') {
    const postings = [frozen, { account: platform('cash'), amount: o.amount }];
    if (o.fee > 0) postings.push({ account: platform('fees_income'), amount: o.fee });
    await postEntry(trx, { ...keyed, type: 'WITHDRAW', postings });
  } else {
    const held = await freezePostings(trx, o.id);
    const back = held
      .filter((h) => h.kind !== 'frozen')
      .map((h) => ({ account: memberWallet(o.user_id, h.kind as Wallet), amount: -h.amount }));
    await postEntry(trx, {
      ...keyed,
      type: 'REVOKE',
      reversesId: held[0]?.entryId,
      memo: reason,
      postings: [frozen, ...back],
    });
  }
  const told = { orderId: o.id, amount: o.amount };
  if (outcome === 'success') await notify(trx, o.user_id, 'withdraw_approved', told, now);
  else await notify(trx, o.user_id, 'withdraw_rejected', { ...told, reason: reason ?? null }, now);
  if (adminId !== null) {
    // A four-eyes withdrawal's line names the first key too; this line's operator is the second.
    const first = o.first_approved_by;
    const firstApprovedBy =
      first === null
        ? {}
        : { firstApprovedBy: (await operatorNames(trx, [first])).get(first) ?? `#${first}` };
    await writeAudit(trx, {
      adminId,
      action: outcome === 'success' ? 'withdraw:order:approve' : 'withdraw:order:reject',
      target: `withdraw:${o.id}`,
      before: { state: o.state },
      after: { state: outcome, reason: reason ?? null, payoutReference: reference, ...firstApprovedBy },
      now,
    });
  }
  return true;
}
