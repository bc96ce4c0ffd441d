import { ZPaymentCallback } from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod';
import type { Db, Trx } from '../../db';
import { fail } from '../../kernel/errors';
import { checkCallbackSignature } from '../../money/callback-signature';
import { callbackOutcome, claimUnapplied, recordCallback, setCallbackOutcome } from './repo';

export type PaymentCallback = z.infer<typeof ZPaymentCallback>;

type Direction = 'gather' | 'transfer';

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The common front of every provider callback: the signature and timestamp must hold, and the body
 * must parse. Anything else is refused and logged, and changes nothing.
 */
export function verifyCallback(
  log: FastifyBaseLogger,
  input: {
    provider: string;
    direction: Direction;
    secret: string | undefined;
    raw: string;
    headers: { timestamp?: string; signature?: string };
    now: number;
  },
): PaymentCallback {
  const { provider, direction } = input;
  const verdict = checkCallbackSignature(input.secret, input.headers, input.raw, input.now);
  if (verdict !== 'ok') {
    log.warn({ provider, direction, reason: verdict }, 'provider callback refused');
    fail('SIGNATURE_INVALID');
  }
  const parsed = ZPaymentCallback.safeParse(parseJson(input.raw));
  if (!parsed.success) {
    log.warn({ provider, direction }, 'provider callback body invalid');
    fail('VALIDATION_FORMAT', { field: 'body' });
  }
  return parsed.data;
}

/**
 * Provider callbacks as an inbox: each provider transaction is recorded in the same transaction that
 * applies it, so a crash leaves neither and the provider's resend applies it. A transaction seen
 * before answers `replay` with nothing changed. `apply` answers the outcome to record.
 */
export async function applyCallbackOnce(
  db: Db,
  log: FastifyBaseLogger,
  input: { provider: string; direction: Direction; cb: PaymentCallback; raw: string; now: number },
  apply: (trx: Trx) => Promise<string>,
): Promise<{ outcome: string; replay: boolean }> {
  const { provider, direction, cb } = input;
  const key = { provider, direction, provider_txn_id: cb.providerTxnId };
  const result = await db.transaction().execute(async (trx) => {
    const fresh =
      (await recordCallback(trx, { ...key, order_id: cb.orderId, body: input.raw, created_at: input.now })) ||
      (await claimUnapplied(trx, key));
    if (!fresh) return { outcome: (await callbackOutcome(trx, key)) ?? '', replay: true };
    const outcome = await apply(trx);
    await setCallbackOutcome(trx, key, outcome);
    return { outcome, replay: false };
  });
  const fields = { provider, direction, txn: cb.providerTxnId, orderId: cb.orderId, outcome: result.outcome };
  log.info(
    fields,
    result.replay ? 'provider callback replayed; nothing changed' : 'provider callback applied',
  );
  return result;
}
