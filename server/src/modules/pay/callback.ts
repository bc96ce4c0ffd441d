import { ZPaymentCallback } from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod';
import type { Db } from '../../db';
import { fail } from '../../kernel/errors';
import { checkCallbackSignature } from '../../money/callback-signature';
import { recordCallback } from '../recharge/repo';

export type PaymentCallback = z.infer<typeof ZPaymentCallback>;

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The common front of every provider callback: the signature and timestamp must hold, the body must
 * parse, and each provider transaction is recorded once. Answers the callback, or undefined for a
 * replay, which changes nothing.
 */
export async function receiveCallback(
  deps: { db: Db; log: FastifyBaseLogger },
  input: {
    provider: string;
    direction: 'gather' | 'transfer';
    secret: string | undefined;
    raw: string;
    headers: { timestamp?: string; signature?: string };
    now: number;
  },
): Promise<PaymentCallback | undefined> {
  const { provider, direction, raw, now } = input;
  const verdict = checkCallbackSignature(input.secret, input.headers, raw, now);
  if (verdict !== 'ok') {
    deps.log.warn({ provider, direction, reason: verdict }, 'provider callback refused');
    fail('SIGNATURE_INVALID');
  }
  const parsed = ZPaymentCallback.safeParse(parseJson(raw));
  if (!parsed.success) {
    deps.log.warn({ provider, direction }, 'provider callback body invalid');
    fail('VALIDATION_FORMAT', { field: 'body' });
  }
  const cb = parsed.data;
  const fresh = await recordCallback(deps.db, {
    provider,
    direction,
    provider_txn_id: cb.providerTxnId,
    order_id: cb.orderId,
    body: raw,
    outcome: 'received',
    created_at: now,
  });
  if (!fresh) {
    deps.log.info(
      { provider, direction, txn: cb.providerTxnId },
      'provider callback replayed; nothing changed',
    );
    return undefined;
  }
  return cb;
}
