import type {
  LanguageCode,
  TAddWithdrawAccountBody,
  TAdminPage,
  TAdminWithdrawAccount,
  TAdminWithdrawChannel,
  TAdminWithdrawOrder,
  TPaged,
  TWithdrawAccount,
  TWithdrawChannel,
  TWithdrawOrder,
  Wallet,
  ZWithdrawChannelUpdateBody,
} from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type * as z from 'zod';
import type { Db, Trx } from '../../db';
import type { WithdrawAccountsTable, WithdrawChannelsTable, WithdrawOrdersTable } from '../../db/schema';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import type { Commit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { memberWallet, platform } from '../../money/accounts';
import { formatMinor, formatRate, parseRate, toMicroUsdt, withdrawalFee } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { SPEND_ORDER, spendable, spendPostings } from '../../money/spend';
import { isReceivingTronAddress } from '../../money/tron';
import { writeAudit } from '../audit/repo';
import { applyCallbackOnce, verifyCallback } from '../pay/callback';
import { usdtRatePpm } from '../recharge/repo';
import type { SettingsService } from '../settings/service';
import { lockMember } from '../user/repo';
import type { UserService } from '../user/service';
import {
  type AdminAccountFilter,
  type AdminWithdrawFilter,
  accountsOf,
  adminAccounts,
  adminWithdrawOrders,
  allWithdrawChannels,
  countAdminAccounts,
  countAdminWithdrawOrders,
  countWithdrawalsSince,
  countWithdrawOrdersOf,
  decideAccount,
  decideWithdrawOrder,
  deleteAccount,
  enabledWithdrawChannels,
  findAccount,
  findWithdrawChannel,
  findWithdrawOrder,
  freezePostings,
  insertAccount,
  insertWithdrawOrder,
  updateWithdrawChannel,
  withdrawOrdersOf,
} from './repo';

type Account = Selectable<WithdrawAccountsTable>;
type Channel = Selectable<WithdrawChannelsTable>;
type Order = Selectable<WithdrawOrdersTable>;

const DAY_MS = 86_400_000;

const masked = (number: string | null) => (number ? `•••• ${number.replace(/\s/g, '').slice(-4)}` : null);

function accountView(a: Account): TWithdrawAccount {
  return {
    id: a.id,
    kind: a.kind,
    holderName: a.holder_name,
    bankName: a.bank_name,
    accountNumber: masked(a.account_number),
    address: a.address,
    status: a.status,
    rejectReason: a.reject_reason,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

/** The account in full, as operators verify and pay to it; `owner` carries the member's phone. */
function adminAccountView(
  a: Account,
  owner: { member_area_code: string | null; member_phone: string | null },
): TAdminWithdrawAccount {
  return {
    ...accountView(a),
    accountNumber: a.account_number,
    branch: a.branch,
    iban: a.iban,
    swift: a.swift,
    userId: a.user_id,
    memberPhone: displayPhone(owner.member_area_code, owner.member_phone),
  };
}

function channelView(lang: LanguageCode, c: Channel): TWithdrawChannel {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    name: translate(lang, `withdraw.channels.${c.code}`),
    minAmount: c.min_amount,
    maxAmount: c.max_amount,
    feeRate: formatRate(c.fee_ppm),
    feeFixed: c.fee_fixed,
  };
}

function accountLabel(a: Account | undefined) {
  if (!a) return '';
  return a.kind === 'bank'
    ? `${a.bank_name ?? ''} ${masked(a.account_number) ?? ''}`.trim()
    : `${a.address?.slice(0, 6)}…${a.address?.slice(-4)}`;
}

export function createWithdrawService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  users: UserService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, settings, users, log } = deps;

  const fee = (c: Channel, amount: number) =>
    withdrawalFee(amount, { feePpm: c.fee_ppm, feeFixed: c.fee_fixed });

  async function usableChannel(channelId: number) {
    const c = await findWithdrawChannel(db, channelId);
    if (!c?.enabled) fail('CHANNEL_UNAVAILABLE');
    return c;
  }

  /** Every rule of PRODUCT.md §4 that can be checked before the pay password. */
  async function precheck(userId: number, body: { channelId: number; amount: number; accountId: number }) {
    const c = await usableChannel(body.channelId);
    const s = await settings.all();
    if (body.amount < c.min_amount || body.amount > c.max_amount) {
      fail('AMOUNT_OUT_OF_RANGE', {
        min: formatMinor(c.min_amount, s.currencyExponent),
        max: formatMinor(c.max_amount, s.currencyExponent),
      });
    }
    const account = await findAccount(db, body.accountId);
    if (!account || account.user_id !== userId || account.deleted_at !== null) fail('NOT_FOUND');
    if (account.kind !== c.kind) fail('VALIDATION_FORMAT', { field: 'accountId' });
    if (account.status !== 'verified') fail('ACCOUNT_NOT_VERIFIED');
    const dayStart = Math.floor(clock.now() / DAY_MS) * DAY_MS;
    if ((await countWithdrawalsSince(db, userId, dayStart)) >= s.withdrawDailyLimit) {
      fail('WITHDRAW_DAILY_LIMIT', { count: s.withdrawDailyLimit });
    }
    const f = fee(c, body.amount);
    const available = await spendable(db, userId, SPEND_ORDER.withdraw);
    if (body.amount + f > available) fail('INSUFFICIENT_BALANCE');
    return { channel: c, fee: f, total: body.amount + f, available, dayStart, limit: s.withdrawDailyLimit };
  }

  /** `q`: the database, or the transaction a view is answered from. */
  async function orderView(q: Db, lang: LanguageCode, o: Order): Promise<TWithdrawOrder> {
    const c = await findWithdrawChannel(q, o.channel_id);
    const a = await findAccount(q, o.account_id);
    return {
      id: o.id,
      channelName: c ? translate(lang, `withdraw.channels.${c.code}`) : '',
      account: accountLabel(a),
      amount: o.amount,
      fee: o.fee,
      state: o.state,
      reason: o.reason,
      createdAt: new Date(o.created_at).toISOString(),
      decidedAt: o.decided_at === null ? null : new Date(o.decided_at).toISOString(),
    };
  }

  /**
   * Pays out (WITHDRAW, its fee to fees income) or returns (REVOKE) a held withdrawal, in the
   * caller's transaction; false when it was decided already. The entry is keyed by the order, so a
   * second decision can never post whatever path it comes by.
   */
  async function applyDecision(
    trx: Trx,
    by: { adminId: number } | { provider: string },
    o: Order,
    outcome: 'success' | 'failed',
    reason: string | undefined,
    now: number,
  ) {
    const adminId = 'adminId' in by ? by.adminId : null;
    const actor = 'adminId' in by ? `admin:${by.adminId}` : `provider:${by.provider}`;
    if (!(await decideWithdrawOrder(trx, o.id, outcome, adminId, reason ?? null, now))) return false;
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
    if (adminId !== null) {
      await writeAudit(trx, {
        adminId,
        action: outcome === 'success' ? 'withdraw:order:approve' : 'withdraw:order:reject',
        target: `withdraw:${o.id}`,
        before: { state: o.state },
        after: { state: outcome, reason: reason ?? null },
        now,
      });
    }
    return true;
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

    async channels(lang: LanguageCode) {
      return (await enabledWithdrawChannels(db)).map((c) => channelView(lang, c));
    },

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

    async taxation(channelId: number, amount: number) {
      const c = await usableChannel(channelId);
      const f = fee(c, amount);
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
      const [rows, total] = await Promise.all([
        withdrawOrdersOf(db, userId, size, (page - 1) * size),
        countWithdrawOrdersOf(db, userId),
      ]);
      return {
        list: await Promise.all(rows.map((o) => orderView(db, lang, o))),
        pagination: { page, size, total },
      };
    },

    /** The operator's list of withdrawal requests, with the full account to pay to. */
    async adminOrders(
      f: AdminWithdrawFilter & TAdminPage<'createdAt' | 'amount'>,
      lang: LanguageCode,
    ): Promise<TPaged<TAdminWithdrawOrder>> {
      const [rows, total] = await Promise.all([
        adminWithdrawOrders(db, f, { field: f.sortField, order: f.sortOrder }, f.size, (f.page - 1) * f.size),
        countAdminWithdrawOrders(db, f),
      ]);
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
      return { list, pagination: { page: f.page, size: f.size, total } };
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

    /**
     * The payout provider's word on a withdrawal, signed like a recharge callback (PRODUCT.md §3),
     * recorded and applied in one transaction: a paid withdrawal can no longer be rejected, and the
     * provider's resend after a crash applies what the crash lost.
     */
    async transferCallback(
      provider: string,
      secret: string | undefined,
      raw: string,
      headers: { timestamp?: string; signature?: string },
    ) {
      const now = clock.now();
      const cb = verifyCallback(log, { provider, direction: 'transfer', secret, raw, headers, now });
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const { currencyExponent } = await settings.all();
      const usdtRate = provider === 'tron' ? await usdtRatePpm(db) : undefined;
      const { outcome, replay } = await applyCallbackOnce(
        db,
        log,
        { provider, direction: 'transfer', cb, raw, now },
        async (trx) => {
          const o = await findWithdrawOrder(trx, cb.orderId);
          if (!o) return 'unknown-order';
          const paid = cb.status === 'paid';
          const expected =
            usdtRate === undefined ? o.amount : toMicroUsdt(o.amount, usdtRate, currencyExponent);
          if (paid && cb.amount !== expected) return 'amount-mismatch';
          const decided = await applyDecision(
            trx,
            { provider },
            o,
            paid ? 'success' : 'failed',
            paid ? undefined : 'provider',
            now,
          );
          if (!decided) return 'order-closed';
          return paid ? 'paid' : 'failed';
        },
      );
      if (replay) return { outcome: 'replay' };
      if (outcome === 'unknown-order') fail('NOT_FOUND');
      return { outcome };
    },

    async adminAccounts(
      f: AdminAccountFilter & TAdminPage<'createdAt'>,
    ): Promise<TPaged<TAdminWithdrawAccount>> {
      const [rows, total] = await Promise.all([
        adminAccounts(db, f, { order: f.sortOrder }, f.size, (f.page - 1) * f.size),
        countAdminAccounts(db, f),
      ]);
      const list = rows.map((a) => adminAccountView(a, a));
      return { list, pagination: { page: f.page, size: f.size, total } };
    },

    async decideAccount(
      adminId: number,
      id: number,
      outcome: 'verified' | 'rejected',
      reason: string | undefined,
    ) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        if (!(await findAccount(trx, id))) fail('NOT_FOUND');
        if (!(await decideAccount(trx, id, outcome, adminId, reason ?? null))) fail('ALREADY_DECIDED');
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

export type WithdrawService = ReturnType<typeof createWithdrawService>;
