import type {
  LanguageCode,
  TAdminPage,
  TAdminWithdrawAccount,
  TAdminWithdrawChannel,
  TAdminWithdrawOrder,
  TPaged,
  TWithdrawDecided,
  ZWithdrawChannelUpdateBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { parseRate } from '../../money/amount';
import { operatorNames, writeAudit } from '../audit/repo';
import { notify } from '../message/notify';
import type { SettingsService } from '../settings/service';
import { applyDecision } from './decision';
import {
  type AdminAccountFilter,
  type AdminWithdrawFilter,
  adminAccountsPage,
  adminWithdrawOrdersPage,
  allWithdrawChannels,
  decideAccount,
  findAccount,
  findWithdrawChannel,
  findWithdrawOrder,
  firstApproveWithdrawOrder,
  updateWithdrawChannel,
} from './repo';
import { adminAccountView, channelView, type Order, orderView } from './views';

/**
 * What operators do: channels' limits and fees, the withdrawal review queue (four eyes at or above
 * the `fourEyesAmount` setting), bank card verification.
 */
export function createWithdrawOperatorService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;
  const nameOf = (names: Map<number, string>, id: number | null) =>
    id === null ? null : (names.get(id) ?? `#${id}`);
  return {
    async adminChannels(lang: LanguageCode): Promise<TAdminWithdrawChannel[]> {
      return (await allWithdrawChannels(db)).map((c) => ({
        ...channelView(lang, c),
        enabled: c.enabled === 1,
        sort: c.sort,
      }));
    },

    /** An operator's change of a channel's limits, fee, order or switch; audited. */
    async updateChannel(adminId: number, body: z.output<typeof ZWithdrawChannelUpdateBody>) {
      if (body.minAmount > body.maxAmount) fail('VALIDATION_FORMAT', { field: 'maxAmount' });
      const changes = {
        min_amount: body.minAmount,
        max_amount: body.maxAmount,
        fee_ppm: parseRate(body.feeRate),
        fee_fixed: body.feeFixed,
        enabled: body.enabled ? 1 : 0,
        sort: body.sort,
      };
      await db.transaction().execute(async (trx) => {
        const before = await findWithdrawChannel(trx, body.id);
        if (!before) fail('NOT_FOUND');
        await updateWithdrawChannel(trx, body.id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'withdraw:channel:update',
          target: `withdraw-channel:${body.id}`,
          before,
          after: { ...before, ...changes },
          now: clock.now(),
        });
      });
      return null;
    },

    /**
     * The operator's list of withdrawal requests, with the full account to pay to and, for a
     * four-eyes one, who approved it first and whether it waits for a second operator.
     */
    async adminOrders(
      f: AdminWithdrawFilter & TAdminPage<'createdAt' | 'amount'>,
      lang: LanguageCode,
    ): Promise<TPaged<TAdminWithdrawOrder>> {
      const { fourEyesAmount } = await settings.all();
      const { rows, total } = await adminWithdrawOrdersPage(
        db,
        f,
        { field: f.sortField, order: f.sortOrder },
        f,
      );
      const names = await operatorNames(
        db,
        rows.flatMap((o) => [o.first_approved_by, o.decided_by]).filter((id): id is number => id !== null),
      );
      const list = await Promise.all(
        rows.map(async (o) => {
          const account = await findAccount(db, o.account_id);
          return {
            ...(await orderView(db, lang, o)),
            userId: o.user_id,
            memberPhone: displayPhone(o.member_area_code, o.member_phone),
            payTo: account ? adminAccountView(account, o) : null,
            needsSecondKey: o.amount >= fourEyesAmount,
            firstApprovedBy: nameOf(names, o.first_approved_by),
            firstApprovedAt:
              o.first_approved_at === null ? null : new Date(o.first_approved_at).toISOString(),
            decidedBy: nameOf(names, o.decided_by),
            payoutReference: o.payout_reference,
          };
        }),
      );
      return pageOf(list, f, total);
    },

    /**
     * Approve: the hold leaves as the payout (WITHDRAW), its fee to fees income. Reject: the hold
     * goes back (REVOKE). At or above `fourEyesAmount` an approval is the first of two: recorded on
     * the order, which stays waiting (the member still sees it under review), until a different
     * operator approves it too; either of them, or any operator who may, can reject it meanwhile.
     */
    async decide(
      adminId: number,
      orderId: number,
      outcome: 'success' | 'failed',
      reason: string | undefined,
      commit: Commit,
      payoutReference?: string,
    ): Promise<TWithdrawDecided> {
      const now = clock.now();
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const { fourEyesAmount } = await settings.all();
      return commit.run(async (trx) => {
        let o: Order | undefined = await findWithdrawOrder(trx, orderId);
        if (!o) fail('NOT_FOUND');
        if (outcome === 'success' && o.amount >= fourEyesAmount) {
          if (await firstApproveWithdrawOrder(trx, o.id, adminId, now)) {
            const firstApprovedBy = nameOf(await operatorNames(trx, [adminId]), adminId);
            await writeAudit(trx, {
              adminId,
              action: 'withdraw:order:approve',
              target: `withdraw:${o.id}`,
              before: { state: o.state },
              after: { state: 'waiting', firstApprovedBy, secondKeyNeeded: true },
              now,
            });
            return { state: 'waiting' as const, firstApprovedBy };
          }
          // Approved once already, or decided: as it is now (the claim may have waited for another's).
          o = await findWithdrawOrder(trx, orderId);
          if (!o) fail('NOT_FOUND');
          if (o.state === 'waiting' && o.first_approved_by === adminId) fail('FOUR_EYES_SAME_OPERATOR');
        }
        if (!(await applyDecision(trx, { adminId }, o, outcome, reason, now, payoutReference))) {
          fail('ALREADY_DECIDED');
        }
        const first = o.first_approved_by;
        return {
          state: outcome,
          firstApprovedBy: nameOf(await operatorNames(trx, first ? [first] : []), first),
        };
      });
    },

    async adminAccounts(
      f: AdminAccountFilter & TAdminPage<'createdAt'>,
    ): Promise<TPaged<TAdminWithdrawAccount>> {
      const { rows, total } = await adminAccountsPage(db, f, { order: f.sortOrder }, f);
      return pageOf(
        rows.map((a) => adminAccountView(a, a)),
        f,
        total,
      );
    },

    async decideAccount(
      adminId: number,
      id: number,
      outcome: 'verified' | 'rejected',
      reason: string | undefined,
    ) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, id);
        if (!account) fail('NOT_FOUND');
        if (!(await decideAccount(trx, id, outcome, adminId, reason ?? null))) fail('ALREADY_DECIDED');
        if (outcome === 'verified')
          await notify(trx, account.user_id, 'card_verified', { accountId: id }, now);
        else
          await notify(trx, account.user_id, 'card_rejected', { accountId: id, reason: reason ?? null }, now);
        await writeAudit(trx, {
          adminId,
          action: outcome === 'verified' ? 'bank:card:verify' : 'bank:card:reject',
          target: `withdraw-account:${id}`,
          before: { status: 'pending' },
          after: { status: outcome, reason: reason ?? null },
          now,
        });
      });
      return null;
    },
  };
}
