import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { toMicroUsdt } from '../../money/amount';
import { applyCallbackOnce, verifyCallback } from '../pay/callback';
import { usdtRatePpm } from '../recharge/repo';
import type { SettingsService } from '../settings/service';
import { applyDecision } from './decision';
import { findWithdrawOrder } from './repo';

/** What the payout provider tells us about a withdrawal. */
export function createPayoutCallbacks(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, settings, log } = deps;
  return {
    /**
     * The payout provider's word on a withdrawal, signed like a recharge callback (PRODUCT.md §3),
     * recorded and applied in one transaction: a paid withdrawal can no longer be rejected, and the
     * provider's resend after a crash applies what the crash lost. "Paid" for an order at or above
     * `fourEyesAmount` settles nothing (`needs-approval`, like an amount that does not match): it
     * waits for two operators' approvals, so the provider's secret alone cannot pay out a large sum.
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
      const { currencyExponent, fourEyesAmount } = await settings.all();
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
          if (paid && o.state === 'waiting' && o.amount >= fourEyesAmount) return 'needs-approval';
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
      if (outcome === 'needs-approval') {
        log.warn({ provider, orderId: cb.orderId }, 'payout reported paid before two operators approved it');
      }
      if (outcome === 'unknown-order') fail('NOT_FOUND');
      return { outcome };
    },
  };
}
