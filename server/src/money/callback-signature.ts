import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a callback's timestamp may be from our clock (PRODUCT.md §3). */
export const CALLBACK_MAX_SKEW_MS = 5 * 60_000;

const mac = (secret: string, timestamp: string, raw: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');

/** The headers that sign `raw` at `now`: what providers send us, and what we send gateways. */
export function signatureHeaders(secret: string, raw: string, now: number) {
  const timestamp = String(Math.floor(now / 1000));
  return { 'x-timestamp': timestamp, 'x-signature': mac(secret, timestamp, raw) };
}

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
  const expected = mac(secret, headers.timestamp, raw);
  const given = Buffer.from(headers.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) return 'signature';
  const ts = Number(headers.timestamp);
  if (!Number.isFinite(ts) || Math.abs(now - ts * 1000) > CALLBACK_MAX_SKEW_MS) return 'stale';
  return 'ok';
}
