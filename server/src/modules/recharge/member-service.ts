import { randomBytes, randomInt } from 'node:crypto';
import type { LanguageCode } from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { ownedBy } from '../../kernel/access';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { formatMinor, formatRate, toMicroUsdt } from '../../money/amount';
import { requestPayment } from '../pay/gateway';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { enabledChannels, findChannel, findOrder, insertOrder, ordersPage, transition } from './repo';

import { type Channel, channelName, type Order, orderView } from './views';

/** What a member does: channels, placing an order, its voucher or payment page, the order history. */
export function createRechargeMemberService(deps: {
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
  const view = (q: Db, lang: LanguageCode, o: Order) => orderView(q, uploads, lang, o);

  async function ownOrder(userId: number, orderId: number): Promise<Order> {
    return ownedBy(await findOrder(db, orderId), userId);
  }

  /** What the payer sends: the same minor units, or USDT with a few micro-units that tell orders apart. */
  function payAmount(c: Channel, amount: number, exponent: number) {
    if (c.kind !== 'usdt') return amount;
    return toMicroUsdt(amount, c.rate_ppm, exponent) + randomInt(1, 1000);
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
        rate: formatRate(c.rate_ppm),
      }));
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
          voucher2_url: null,
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

    /** The picture of the payment (`voucher`), or a second one (`voucher2`), while the order waits. */
    async voucher(
      userId: number,
      body: { orderId: number; url: string },
      lang: LanguageCode,
      which: 'voucher_url' | 'voucher2_url' = 'voucher_url',
    ) {
      await ownOrder(userId, body.orderId);
      await uploads.assertOwnImage(body.url, { kind: 'member', id: userId }, 'url');
      if (!(await transition(db, body.orderId, ['placed', 'waiting'], { [which]: body.url }, clock.now()))) {
        fail('ORDER_CLOSED');
      }
      return view(db, lang, await ownOrder(userId, body.orderId));
    },

    async syncCheck(userId: number, orderId: number) {
      const o = await ownOrder(userId, orderId);
      return { id: o.id, state: o.state };
    },

    async list(userId: number, page: number, size: number, lang: LanguageCode) {
      const at = { page, size };
      const { rows, total } = await ordersPage(db, userId, at);
      return pageOf(await Promise.all(rows.map((o) => view(db, lang, o))), at, total);
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
  };
}
