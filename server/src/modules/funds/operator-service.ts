import type { TApprovalDetails, TApprovalRequested } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import type { ApprovalService } from '../approval/service';
import { writeAudit } from '../audit/repo';
import { grantReward } from '../rewards/grant';
import { findUserById } from '../user/repo';

/**
 * What operators do with members' funds: promotional credit, which takes two operators (four
 * eyes); reading a member's ledger is the members' `details`.
 */
export function createFundsOperatorService(deps: { db: Db; clock: Clock; approvals: ApprovalService }) {
  const { db, clock, approvals } = deps;

  // The second operator's approval applies the credit (SYSTEM) to the member's internal balance,
  // paid from the promotion account, keyed by the request so it can post once only.
  approvals.register('funds-credit', {
    async apply(trx, details, keys, now) {
      const entryId = await postEntry(trx, {
        type: 'SYSTEM',
        actor: `admin:${keys.approvedBy.id}`,
        now,
        memo: details.reason,
        reference: `approval:${keys.requestId}`,
        requestKey: `approval:${keys.requestId}`,
        postings: [
          { account: memberWallet(details.userId, 'internal'), amount: details.amount },
          { account: platform('promotion'), amount: -details.amount },
        ],
      });
      await writeAudit(trx, {
        adminId: keys.approvedBy.id,
        action: 'funds:credit:internal',
        target: `user:${details.userId}`,
        after: {
          entryId,
          amount: details.amount,
          reason: details.reason,
          requestId: keys.requestId,
          proposedBy: keys.proposedBy.username,
          approvedBy: keys.approvedBy.username,
        },
        now,
      });
    },
  });

  // An approved award is a reward like any other (PRODUCT.md §9): paid from the marketing budget at
  // once when it covers it, else pending until it does, never from members' money; keyed by the
  // request, so it is granted once.
  approvals.register('funds-award', {
    async apply(trx, details, keys, now) {
      const outcome = await grantReward(trx, {
        userId: details.userId,
        type: 'AWARD',
        wallet: details.wallet,
        amount: details.amount,
        reference: `approval:${keys.requestId}`,
        memo: details.reason,
        key: `award:${keys.requestId}`,
        now,
      });
      await writeAudit(trx, {
        adminId: keys.approvedBy.id,
        action: 'funds:award:grant',
        target: `user:${details.userId}`,
        after: {
          outcome,
          amount: details.amount,
          wallet: details.wallet,
          reason: details.reason,
          requestId: keys.requestId,
          proposedBy: keys.proposedBy.username,
          approvedBy: keys.approvedBy.username,
        },
        now,
      });
    },
  });

  /** A request about one member's money, their phone on it for the second operator to read. */
  async function proposeForMember<K extends 'funds-credit' | 'funds-award'>(
    kind: K,
    adminId: number,
    body: Omit<TApprovalDetails<K>, 'memberPhone'>,
    commit: Commit,
  ): Promise<TApprovalRequested> {
    const member = await findUserById(db, body.userId);
    if (!member) fail('NOT_FOUND');
    const now = clock.now();
    return commit.run((trx) =>
      approvals.propose(trx, {
        kind,
        adminId,
        amount: body.amount,
        details: {
          ...body,
          memberPhone: displayPhone(member.area_code, member.phone),
        } as TApprovalDetails<K>,
        now,
      }),
    );
  }

  return {
    /**
     * Asks for promotional credit to a member's internal balance: a request another operator must
     * approve (`approval`); nothing moves until then.
     */
    creditInternal: (
      adminId: number,
      body: { userId: number; amount: number; reason: string },
      commit: Commit,
    ) => proposeForMember('funds-credit', adminId, body, commit),

    /** Asks for an award to a member: a request another operator must approve; nothing moves until then. */
    award: (
      adminId: number,
      body: { userId: number; amount: number; wallet: 'work' | 'income'; reason: string },
      commit: Commit,
    ) => proposeForMember('funds-award', adminId, body, commit),
  };
}
