import * as z from 'zod';
import { ZId } from './ids';
import { ZSingleLineText } from './text';

/** The body every payment provider's callback carries (after its adapter), PRODUCT.md §3. */
export const ZPaymentCallback = z.object({
  /** A number, or its digits as text (some providers send ids as strings). */
  orderId: z.union([ZId, z.string().regex(/^\d+$/).transform(Number).pipe(ZId)]),
  providerTxnId: ZSingleLineText.min(1).max(128),
  /** Minor units of `currency`, or micro-USDT for tron. */
  amount: z.number().int().positive(),
  currency: ZSingleLineText.min(3).max(8),
  status: z.enum(['paid', 'failed']),
});

export const ZPaymentBody = z.strictObject({ orderId: ZId });
/** Where to send the payer: a checkout page (`payment`) or the provider's app (`evoke`). */
export const ZPaymentRequest = z.object({ provider: z.string(), payUrl: z.string() });

/** A provider callback's answer: how the inbox took it (applied, a replay, refused…). */
export const ZCallbackOutcome = z.object({ outcome: z.string() });
