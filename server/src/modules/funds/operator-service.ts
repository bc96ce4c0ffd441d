import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { writeAudit } from '../audit/repo';
import { userExists } from './repo';

/** What operators do with members' funds: promotional credit (reading a member's ledger is the members' `details`). */
export function createFundsOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Promotional credit (SYSTEM) to a member's internal balance, paid from the promotion account. */
    async creditInternal(
      adminId: number,
      body: { userId: number; amount: number; reason: string },
      commit: Commit,
    ) {
      if (!(await userExists(db, body.userId))) fail('NOT_FOUND');
      const now = clock.now();
      return commit.run(async (trx) => {
        const entryId = await postEntry(trx, {
          type: 'SYSTEM',
          actor: `admin:${adminId}`,
          now,
          memo: body.reason,
          reference: `admin:${adminId}`,
          requestKey: commit.requestKey,
          postings: [
            { account: memberWallet(body.userId, 'internal'), amount: body.amount },
            { account: platform('promotion'), amount: -body.amount },
          ],
        });
        await writeAudit(trx, {
          adminId,
          action: 'funds:credit:internal',
          target: `user:${body.userId}`,
          after: { entryId, amount: body.amount, reason: body.reason },
          now,
        });
        return { entryId };
      });
    },
  };
}
