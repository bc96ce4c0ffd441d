import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a callback's timestamp may be from our clock (PRODUCT.md §3). */
export const CALLBACK_MAX_SKEW_MS = 5 * 60_000;

/**
 * A provider callback is genuine when `X-Signature` is the hex HMAC-SHA256, under that provider's
 * secret, of `<X-Timestamp>.<raw body>`, and the timestamp is recent. No secret, no trust.
 */
export function checkCallbackSignature(
  secret: string | undefined,
  headers: { timestamp?: string; signature?: string },
  raw: string,
  now: number,
): 'ok' | 'signature' | 'stale' {
  if (!secret || !headers.timestamp || !headers.signature) return 'signature';
  const expected = createHmac('sha256', secret).update(`${headers.timestamp}.${raw}`).digest('hex');
  const given = Buffer.from(headers.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return 'signature';
  const ts = Number(headers.timestamp);
  if (!Number.isFinite(ts) || Math.abs(now - ts * 1000) > CALLBACK_MAX_SKEW_MS) return 'stale';
  return 'ok';
}
