import { randomBytes, randomInt } from 'node:crypto';
import type {
  LanguageCode,
  TAdminPage,
  TAdminRechargeChannel,
  TRechargeOrder,
  ZRechargeChannelUpdateBody,
} from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type * as z from 'zod';
import type { Config } from '../../config';
import type { Db, Trx } from '../../db';
import type { RechargeChannelsTable, RechargeOrdersTable } from '../../db/schema';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import { type Commit, directCommit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { memberWallet, platform } from '../../money/accounts';
import { formatMinor, formatRate, parseRate, toMicroUsdt } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { isReceivingTronAddress } from '../../money/tron';
import { writeAudit } from '../audit/repo';
import { applyCallbackOnce, verifyCallback } from '../pay/callback';
import { requestPayment } from '../pay/gateway';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import {
  type AdminOrderFilter,
  adminOrders,
  allChannels,
  countAdminOrders,
  countOrdersOf,
  enabledChannels,
  findChannel,
  findOrder,
  insertOrder,
  ordersOf,
  transition,
  updateChannel,
} from './repo';

export const PROVIDERS = ['dzd', 'egp', 'revolut', 'tron'] as const;
export type Provider = (typeof PROVIDERS)[number];

type Channel = Selectable<RechargeChannelsTable>;
type Order = Selectable<RechargeOrdersTable>;

/** The one place a recharge becomes money: keyed by order, so an order can be credited only once. */
function credit(trx: Trx, order: Order, actor: string, now: number) {
  return postEntry(trx, {
    type: 'RECHARGE',
    actor,
    now,
    reference: `recharge:${order.id}`,
    requestKey: `recharge:${order.id}`,
    postings: [
      { account: memberWallet(order.user_id, 'recharge'), amount: order.amount },
      { account: platform('cash'), amount: -order.amount },
    ],
  });
}

export function createRechargeService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  uploads: UploadService;
  paySecrets: Config['paySecrets'];
  payGateways: Config['payGateways'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, settings, uploads, log } = deps;

  const channelName = (lang: LanguageCode, c: Channel) => translate(lang, `recharge.channels.${c.code}`);

  /** A gateway takes payments only with its signing secret and endpoint set; bank and USDT need neither. */
  const configured = (c: Channel) =>
    c.kind !== 'gateway' ||
    (c.provider !== null &&
      c.provider !== 'tron' &&
      Boolean(deps.paySecrets[c.provider]) &&
      Boolean(deps.payGateways[c.provider]));

  function adminChannelView(lang: LanguageCode, c: Channel): TAdminRechargeChannel {
    return {
      id: c.id,
      code: c.code,
      kind: c.kind,
      name: channelName(lang, c),
      minAmount: c.min_amount,
      maxAmount: c.max_amount,
      provider: c.provider,
      rate: formatRate(c.rate_ppm),
      enabled: c.enabled === 1,
      sort: c.sort,
      details: JSON.parse(c.details) as Record<string, string>,
      configured: configured(c),
    };
  }

  /** The payer's instructions an operator may set: a bank account for bank, an address for USDT. */
  function checkedDetails(c: Channel, details: z.output<typeof ZRechargeChannelUpdateBody>['details']) {
    if (details === undefined) return c.details;
    if (c.kind === 'bank' && 'bankName' in details) return JSON.stringify(details);
    if (c.kind === 'usdt' && 'address' in details) {
      if (!isReceivingTronAddress(details.address)) fail('TRC20_ADDRESS_INVALID');
      return JSON.stringify(details);
    }
    fail('VALIDATION_FORMAT', { field: 'details' });
  }

  function instructions(c: Channel, o: Order): TRechargeOrder['instructions'] {
    const details = JSON.parse(c.details) as Record<string, string>;
    if (c.kind === 'bank') {
      return {
        kind: 'bank',
        bankName: details.bankName ?? '',
        accountName: details.accountName ?? '',
        accountNumber: details.accountNumber ?? '',
        reference: o.reference,
      };
    }
    if (c.kind === 'usdt') {
      return {
        kind: 'usdt',
        network: 'TRC20',
        address: details.address ?? '',
        amount: formatMinor(o.pay_amount, 6),
      };
    }
    return { kind: 'gateway', provider: c.provider ?? c.code };
  }

  /** `q`: the database, or the transaction a view is answered from. */
  async function view(q: Db, lang: LanguageCode, o: Order): Promise<TRechargeOrder> {
    const c = await findChannel(q, o.channel_id);
    if (!c) fail('NOT_FOUND');
    return {
      id: o.id,
      channelId: c.id,
      channelName: channelName(lang, c),
      amount: o.amount,
      state: o.state,
      reference: o.reference,
      // Views go only to the order's member and to operators who review orders: a link that reads
      // the private receipt for an hour or two.
      voucherUrl: o.voucher_url === null ? null : uploads.signedUrl(o.voucher_url),
      instructions: instructions(c, o),
      failureReason: o.failure_reason,
      createdAt: new Date(o.created_at).toISOString(),
      expiresAt: new Date(o.expires_at).toISOString(),
    };
  }

  async function ownOrder(userId: number, orderId: number): Promise<Order> {
    const o = await findOrder(db, orderId);
    // Someone else's order answers exactly like a missing one.
    if (!o || o.user_id !== userId) fail('NOT_FOUND');
    return o;
  }

  /** What the payer sends: the same minor units, or USDT with a few micro-units that tell orders apart. */
  function payAmount(c: Channel, amount: number, exponent: number) {
    if (c.kind !== 'usdt') return amount;
    return toMicroUsdt(amount, c.rate_ppm, exponent) + randomInt(1, 1000);
  }

  async function decide(
    adminId: number,
    orderId: number,
    outcome: 'success' | 'failed',
    reason: string | undefined,
    commit: Commit,
  ): Promise<null> {
    const now = clock.now();
    return commit.run(async (trx) => {
      const o = await findOrder(trx, orderId);
      if (!o) fail('NOT_FOUND');
      const moved = await transition(
        trx,
        orderId,
        ['placed', 'waiting', 'review'],
        {
          state: outcome,
          decided_by: adminId,
          failure_reason: outcome === 'failed' ? (reason ?? null) : null,
        },
        now,
      );
      if (!moved) fail('ALREADY_DECIDED');
      if (outcome === 'success') await credit(trx, o, `admin:${adminId}`, now);
      await writeAudit(trx, {
        adminId,
        action: outcome === 'success' ? 'recharge:order:confirm' : 'recharge:order:reject',
        target: `recharge:${orderId}`,
        before: { state: o.state },
        after: { state: outcome, reason: reason ?? null },
        now,
      });
      return null;
    });
  }

  return {
    async channels(lang: LanguageCode) {
      return (await enabledChannels(db)).map((c) => ({
        id: c.id,
        code: c.code,
        kind: c.kind,
        name: channelName(lang, c),
        minAmount: c.min_amount,
        maxAmount: c.max_amount,
      }));
    },

    async adminChannels(lang: LanguageCode) {
      return (await allChannels(db)).map((c) => adminChannelView(lang, c));
    },

    /** An operator's change of a channel's limits, rate, payer instructions, order or switch; audited. */
    async updateChannel(adminId: number, body: z.output<typeof ZRechargeChannelUpdateBody>) {
      if (body.minAmount > body.maxAmount) fail('VALIDATION_FORMAT', { field: 'maxAmount' });
      const ratePpm = parseRate(body.rate);
      if (ratePpm === 0) fail('VALIDATION_FORMAT', { field: 'rate' });
      await db.transaction().execute(async (trx) => {
        const before = await findChannel(trx, body.id);
        if (!before) fail('NOT_FOUND');
        if (body.enabled && !configured(before)) fail('CHANNEL_NOT_CONFIGURED');
        const changes = {
          min_amount: body.minAmount,
          max_amount: body.maxAmount,
          rate_ppm: ratePpm,
          enabled: body.enabled ? 1 : 0,
          sort: body.sort,
          details: checkedDetails(before, body.details),
        };
        await updateChannel(trx, body.id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'recharge:channel:update',
          target: `recharge-channel:${body.id}`,
          before,
          after: { ...before, ...changes },
          now: clock.now(),
        });
      });
      return null;
    },

    /** Places an order; the request's key goes on it, so a retried request can never place two. */
    async submit(
      userId: number,
      body: { channelId: number; amount: number },
      lang: LanguageCode,
      commit: Commit,
    ) {
      const c = await findChannel(db, body.channelId);
      if (!c?.enabled) fail('CHANNEL_UNAVAILABLE');
      const s = await settings.all();
      if (body.amount < c.min_amount || body.amount > c.max_amount) {
        fail('AMOUNT_OUT_OF_RANGE', {
          min: formatMinor(c.min_amount, s.currencyExponent),
          max: formatMinor(c.max_amount, s.currencyExponent),
        });
      }
      const now = clock.now();
      return commit.run(async (trx) => {
        const id = await insertOrder(trx, {
          user_id: userId,
          channel_id: c.id,
          amount: body.amount,
          pay_amount: payAmount(c, body.amount, s.currencyExponent),
          state: 'waiting',
          reference: `R${randomBytes(5).toString('hex').toUpperCase()}`,
          voucher_url: null,
          provider_txn_id: null,
          failure_reason: null,
          decided_by: null,
          created_at: now,
          updated_at: now,
          expires_at: now + s.rechargeExpireMinutes * 60_000,
          request_key: commit.requestKey,
        });
        return view(trx, lang, (await findOrder(trx, id)) as Order);
      });
    },

    async voucher(userId: number, body: { orderId: number; url: string }, lang: LanguageCode) {
      await ownOrder(userId, body.orderId);
      await uploads.assertOwnImage(body.url, { kind: 'member', id: userId }, 'url');
      if (
        !(await transition(db, body.orderId, ['placed', 'waiting'], { voucher_url: body.url }, clock.now()))
      ) {
        fail('ORDER_CLOSED');
      }
      return view(db, lang, await ownOrder(userId, body.orderId));
    },

    async syncCheck(userId: number, orderId: number) {
      const o = await ownOrder(userId, orderId);
      return { id: o.id, state: o.state };
    },

    async list(userId: number, page: number, size: number, lang: LanguageCode) {
      const [rows, total] = await Promise.all([
        ordersOf(db, userId, size, (page - 1) * size),
        countOrdersOf(db, userId),
      ]);
      return {
        list: await Promise.all(rows.map((o) => view(db, lang, o))),
        pagination: { page, size, total },
      };
    },

    /** The operator's list of orders, paged, filtered and sorted on the server. */
    async adminPage(f: AdminOrderFilter & TAdminPage<'createdAt' | 'amount'>, lang: LanguageCode) {
      const [rows, total] = await Promise.all([
        adminOrders(db, f, { field: f.sortField, order: f.sortOrder }, f.size, (f.page - 1) * f.size),
        countAdminOrders(db, f),
      ]);
      const list = await Promise.all(
        rows.map(async (o) => ({
          ...(await view(db, lang, o)),
          userId: o.user_id,
          memberPhone: displayPhone(o.member_area_code, o.member_phone),
        })),
      );
      return { list, pagination: { page: f.page, size: f.size, total } };
    },

    /** A gateway order's payment page (`web`) or app link (`app`), from the provider. */
    async payment(userId: number, orderId: number, mode: 'web' | 'app') {
      const o = await ownOrder(userId, orderId);
      if (o.state !== 'waiting' && o.state !== 'placed') fail('ORDER_CLOSED');
      const c = await findChannel(db, o.channel_id);
      const provider = c?.kind === 'gateway' ? c.provider : null;
      const endpoint = provider && provider !== 'tron' ? deps.payGateways[provider] : undefined;
      const secret = provider ? deps.paySecrets[provider] : undefined;
      if (!provider || !endpoint || !secret || !c?.enabled) fail('CHANNEL_UNAVAILABLE');
      const { currency } = await settings.all();
      try {
        const answer = await requestPayment(
          endpoint,
          secret,
          {
            orderId: o.id,
            amount: o.pay_amount,
            currency,
            reference: o.reference,
            mode,
            notifyUrl: `${deps.publicUrl}/api/app/pay/${provider}/gather/notify`,
          },
          clock.now(),
        );
        return { provider, payUrl: answer.payUrl };
      } catch (err) {
        log.warn({ err, provider, orderId }, 'payment gateway did not answer');
        fail('CHANNEL_UNAVAILABLE');
      }
    },

    confirm: (adminId: number, orderId: number, commit: Commit) =>
      decide(adminId, orderId, 'success', undefined, commit),
    /** A rejection moves no money: it needs no request key, only the order's state. */
    reject: (adminId: number, orderId: number, reason: string | undefined) =>
      decide(adminId, orderId, 'failed', reason, directCommit(db, `recharge-reject:${orderId}`)),

    /**
     * A provider's "money received" callback (PRODUCT.md §3). Anything that does not check out
     * changes nothing and is logged; a replay of a handled transaction answers as before.
     */
    async gatherCallback(
      provider: Provider,
      raw: string,
      headers: { timestamp?: string; signature?: string },
    ) {
      const now = clock.now();
      const cb = verifyCallback(log, {
        provider,
        direction: 'gather',
        secret: deps.paySecrets[provider],
        raw,
        headers,
        now,
      });
      // Read before the transaction: on SQLite the transaction holds the only connection.
      const currency = provider === 'tron' ? 'USDT' : (await settings.all()).currency;
      const { outcome, replay } = await applyCallbackOnce(
        db,
        log,
        { provider, direction: 'gather', cb, raw, now },
        async (trx) => {
          const o = await findOrder(trx, cb.orderId);
          const c = o ? await findChannel(trx, o.channel_id) : undefined;
          if (!o || !c || c.provider !== provider) return 'unknown-order';
          if (cb.status === 'failed') {
            const moved = await transition(
              trx,
              o.id,
              ['placed', 'waiting'],
              { state: 'failed', failure_reason: 'provider' },
              now,
            );
            return moved ? 'failed' : 'order-closed';
          }
          if (cb.amount !== o.pay_amount || cb.currency.toUpperCase() !== currency) {
            // Never credit a different amount automatically: an operator looks at it.
            await transition(
              trx,
              o.id,
              ['placed', 'waiting', 'expired'],
              {
                state: 'review',
                provider_txn_id: cb.providerTxnId,
                failure_reason: `paid ${cb.amount} ${cb.currency}`,
              },
              now,
            );
            return 'review';
          }
          const paid = await transition(
            trx,
            o.id,
            ['placed', 'waiting', 'expired'],
            { state: 'success', provider_txn_id: cb.providerTxnId },
            now,
          );
          if (!paid) return 'order-closed';
          await credit(trx, o, `provider:${provider}`, now);
          return 'credited';
        },
      );
      if (replay) return { outcome: 'replay' };
      if (outcome === 'unknown-order') fail('NOT_FOUND');
      return { outcome };
    },
  };
}

export type RechargeService = ReturnType<typeof createRechargeService>;
