import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { notify } from '../message/notify';
import { applyCallbackOnce, verifyCallback } from '../pay/callback';
import type { Provider } from '../pay/providers';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { findChannel, findOrder, transition } from './repo';

import { credit } from './views';

/** What a payment provider tells us about a recharge. */
export function createGatherCallbacks(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  uploads: UploadService;
  paySecrets: Config['paySecrets'];
  payGateways: Config['payGateways'];
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, settings, log } = deps;
  return {
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
            if (!moved) return 'order-closed';
            await notify(
              trx,
              o.user_id,
              'recharge_failed',
              { orderId: o.id, amount: o.amount, reason: null },
              now,
            );
            return 'failed';
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
