import type { LanguageCode, TAddWithdrawAccountBody } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { ownedBy } from '../../kernel/access';
import { utcDayStart } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet } from '../../money/accounts';
import { formatMinor, withdrawalFee } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { SPEND_ORDER, spendable, spendPostings } from '../../money/spend';
import { isReceivingTronAddress } from '../../money/tron';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import { lockMember } from '../user/repo';
import type { UserService } from '../user/service';
import {
  accountsOf,
  countWithdrawalsSince,
  deleteAccount,
  enabledWithdrawChannels,
  findAccount,
  findWithdrawChannel,
  findWithdrawOrder,
  insertAccount,
  insertWithdrawOrder,
  withdrawOrdersPage,
} from './repo';

import { type Account, accountView, type Channel, channelView, type Order, orderView } from './views';

/** What a member does: their withdrawal accounts, the fee and checks before submitting, holds, history. */
export function createWithdrawMemberService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  users: UserService;
  members: Pick<MemberService, 'withdrawFeeDiscount'>;
}) {
  const { db, clock, settings, users, members } = deps;

  /** The fee the member pays on a channel: its terms, less their SVIP discount. */
  const fee = (c: Channel, amount: number, discountPercent: number) =>
    withdrawalFee(amount, { feePpm: c.fee_ppm, feeFixed: c.fee_fixed, discountPercent });

  async function usableChannel(channelId: number) {
    const c = await findWithdrawChannel(db, channelId);
    if (!c?.enabled) fail('CHANNEL_UNAVAILABLE');
    return c;
  }

  /** Every rule of PRODUCT.md §4 that can be checked before the pay password. */
  async function precheck(userId: number, body: { channelId: number; amount: number; accountId: number }) {
    await users.assertNoResetHold(userId);
    const c = await usableChannel(body.channelId);
    const s = await settings.all();
    if (body.amount < c.min_amount || body.amount > c.max_amount) {
      fail('AMOUNT_OUT_OF_RANGE', {
        min: formatMinor(c.min_amount, s.currencyExponent),
        max: formatMinor(c.max_amount, s.currencyExponent),
      });
    }
    const account = ownedBy(await findAccount(db, body.accountId), userId);
    if (account.deleted_at !== null) fail('NOT_FOUND');
    if (account.kind !== c.kind) fail('VALIDATION_FORMAT', { field: 'accountId' });
    if (account.status !== 'verified') fail('ACCOUNT_NOT_VERIFIED');
    const dayStart = utcDayStart(clock.now());
    if ((await countWithdrawalsSince(db, userId, dayStart)) >= s.withdrawDailyLimit) {
      fail('WITHDRAW_DAILY_LIMIT', { count: s.withdrawDailyLimit });
    }
    const f = fee(c, body.amount, await members.withdrawFeeDiscount(userId));
    const available = await spendable(db, userId, SPEND_ORDER.withdraw);
    if (body.amount + f > available) fail('INSUFFICIENT_BALANCE');
    return { channel: c, fee: f, total: body.amount + f, available, dayStart, limit: s.withdrawDailyLimit };
  }

  return {
    async accounts(userId: number) {
      return (await accountsOf(db, userId)).map(accountView);
    },

    async addAccount(userId: number, body: TAddWithdrawAccountBody) {
      const s = await settings.all();
      if ((await accountsOf(db, userId)).length >= s.withdrawAccountLimit)
        fail('ACCOUNT_LIMIT', { max: s.withdrawAccountLimit });
      const base = {
        user_id: userId,
        reject_reason: null,
        decided_by: null,
        created_at: clock.now(),
        deleted_at: null,
      };
      const empty = {
        holder_name: null,
        bank_name: null,
        account_number: null,
        branch: null,
        iban: null,
        swift: null,
        address: null,
      };
      let id: number;
      if (body.kind === 'usdt-trc20') {
        if (!isReceivingTronAddress(body.address)) fail('TRC20_ADDRESS_INVALID');
        // A checksummed address needs no operator: it is what the member will be paid to.
        id = await insertAccount(db, {
          ...base,
          ...empty,
          kind: body.kind,
          address: body.address,
          status: 'verified',
        });
      } else {
        id = await insertAccount(db, {
          ...base,
          ...empty,
          kind: 'bank',
          holder_name: body.holderName,
          bank_name: body.bankName,
          account_number: body.accountNumber,
          branch: body.branch ?? null,
          iban: body.iban?.replace(/\s/g, '').toUpperCase() ?? null,
          swift: body.swift?.toUpperCase() ?? null,
          status: 'pending',
        });
      }
      return accountView((await findAccount(db, id)) as Account);
    },

    async deleteAccount(userId: number, id: number) {
      const r = await deleteAccount(db, userId, id, clock.now());
      if (r.numUpdatedRows !== 1n) fail('NOT_FOUND');
      return null;
    },

    /** The state of the member's bank cards for the "verify your card" prompts: the best one counts. */
    async cardStatus(userId: number) {
      const cards = (await accountsOf(db, userId)).filter((a) => a.kind === 'bank');
      for (const status of ['verified', 'pending', 'rejected'] as const) {
        if (cards.some((c) => c.status === status)) return { status };
      }
      return { status: 'none' as const };
    },

    /** The channels with the member's SVIP fee discount, so the app computes the fee the server charges. */
    async channels(userId: number, lang: LanguageCode) {
      const feeDiscountPercent = await members.withdrawFeeDiscount(userId);
      return (await enabledWithdrawChannels(db)).map((c) => ({
        ...channelView(lang, c),
        feeDiscountPercent,
      }));
    },

    /** Asked by the withdraw page, so a member at the limit is told before filling the form. */
    async quota(userId: number) {
      const s = await settings.all();
      const used = await countWithdrawalsSince(db, userId, utcDayStart(clock.now()));
      return { used, limit: s.withdrawDailyLimit };
    },

    async taxation(userId: number, channelId: number, amount: number) {
      const c = await usableChannel(channelId);
      const f = fee(c, amount, await members.withdrawFeeDiscount(userId));
      return { amount, fee: f, total: amount + f };
    },

    async check(userId: number, body: { channelId: number; amount: number; accountId: number }) {
      const p = await precheck(userId, body);
      return { amount: body.amount, fee: p.fee, total: p.total, available: p.available };
    },

    /**
     * Holds amount + fee in `frozen` (FREEZE) until an operator or the payout provider decides. The
     * order and its hold carry the request's key: a retried request can never hold twice.
     */
    async submit(
      userId: number,
      body: { channelId: number; amount: number; accountId: number; payPassword: string },
      lang: LanguageCode,
      commit: Commit,
    ) {
      const p = await precheck(userId, body);
      await users.verifyPayPassword(userId, body.payPassword);
      const now = clock.now();
      return commit.run(async (trx) => {
        await lockMember(trx, userId);
        if ((await countWithdrawalsSince(trx, userId, p.dayStart)) >= p.limit)
          fail('WITHDRAW_DAILY_LIMIT', { count: p.limit });
        const orderId = await insertWithdrawOrder(trx, {
          user_id: userId,
          channel_id: p.channel.id,
          account_id: body.accountId,
          amount: body.amount,
          fee: p.fee,
          state: 'waiting',
          reason: null,
          decided_by: null,
          created_at: now,
          decided_at: null,
          request_key: commit.requestKey,
        });
        const postings = await spendPostings(trx, userId, p.total, SPEND_ORDER.withdraw);
        postings.push({ account: memberWallet(userId, 'frozen'), amount: p.total });
        await postEntry(trx, {
          type: 'FREEZE',
          actor: `member:${userId}`,
          now,
          reference: `withdraw:${orderId}`,
          requestKey: commit.requestKey,
          postings,
        });
        return orderView(trx, lang, (await findWithdrawOrder(trx, orderId)) as Order);
      });
    },

    async list(userId: number, page: number, size: number, lang: LanguageCode) {
      const at = { page, size };
      const { rows, total } = await withdrawOrdersPage(db, userId, at);
      return pageOf(await Promise.all(rows.map((o) => orderView(db, lang, o))), at, total);
    },
  };
}
