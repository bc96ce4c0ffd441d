import * as z from 'zod';
import { signatureHeaders } from '../../money/callback-signature';

const ZGatewayAnswer = z.object({ payUrl: z.url() });

/**
 * Asks a gateway provider (through its adapter's endpoint) for a payment page for one order. The
 * request is signed the way the provider signs its callbacks to us: HMAC-SHA256 of
 * `<timestamp>.<raw body>` under the provider's secret.
 */
export async function requestPayment(
  endpoint: string,
  secret: string,
  body: {
    orderId: number;
    amount: number;
    currency: string;
    reference: string;
    mode: 'web' | 'app';
    notifyUrl: string;
  },
  now: number,
): Promise<{ payUrl: string }> {
  const raw = JSON.stringify(body);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders(secret, raw, now) },
    body: raw,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`gateway answered ${response.status}`);
  return ZGatewayAnswer.parse(await response.json());
}
