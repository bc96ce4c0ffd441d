import type {
  LanguageCode,
  TAdminPage,
  TAdminWithdrawAccount,
  TAdminWithdrawChannel,
  TAdminWithdrawOrder,
  TPaged,
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
import { writeAudit } from '../audit/repo';
import { notify } from '../message/notify';
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
  updateWithdrawChannel,
} from './repo';
import { adminAccountView, channelView, orderView } from './views';

/** What operators do: channels' limits and fees, the withdrawal review queue, bank card verification. */
export function createWithdrawOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
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

    /** The operator's list of withdrawal requests, with the full account to pay to. */
    async adminOrders(
      f: AdminWithdrawFilter & TAdminPage<'createdAt' | 'amount'>,
      lang: LanguageCode,
    ): Promise<TPaged<TAdminWithdrawOrder>> {
      const { rows, total } = await adminWithdrawOrdersPage(
        db,
        f,
        { field: f.sortField, order: f.sortOrder },
        f,
      );
      const list = await Promise.all(
        rows.map(async (o) => {
          const account = await findAccount(db, o.account_id);
          return {
            ...(await orderView(db, lang, o)),
            userId: o.user_id,
            memberPhone: displayPhone(o.member_area_code, o.member_phone),
            payTo: account ? adminAccountView(account, o) : null,
          };
        }),
      );
      return pageOf(list, f, total);
    },

    /** Approve: the hold leaves as the payout (WITHDRAW), its fee to fees income. Reject: the hold goes back (REVOKE). */
    decide(
      adminId: number,
      orderId: number,
      outcome: 'success' | 'failed',
      reason: string | undefined,
      commit: Commit,
    ) {
      const now = clock.now();
      return commit.run(async (trx) => {
        const o = await findWithdrawOrder(trx, orderId);
        if (!o) fail('NOT_FOUND');
        if (!(await applyDecision(trx, { adminId }, o, outcome, reason, now))) fail('ALREADY_DECIDED');
        return null;
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
