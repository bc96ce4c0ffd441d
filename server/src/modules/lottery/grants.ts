import type { Trx } from '../../db';
import { addDraws, insertGrant } from './repo';

/** Draws granted on activating VIP (PRODUCT.md §9). */
export const VIP_ACTIVATION_DRAWS = 1;
/** One draw per investment of at least this many major units, once its reflection period is over. */
export const INVEST_DRAW_THRESHOLD_MAJOR = 1000;

export const investDrawThreshold = (exponent: number) => INVEST_DRAW_THRESHOLD_MAJOR * 10 ** exponent;

/**
 * Grants draws in the caller's transaction, once per key (the grant row's unique key), so a replayed
 * cause (a settlement run twice, a retried request) never grants twice. True when it granted now.
 */
export async function grantDraws(
  trx: Trx,
  g: {
    userId: number;
    count: number;
    source: 'vip' | 'invest' | 'svip' | 'redeem';
    reference?: string;
    key: string;
    now: number;
  },
) {
  if (g.count <= 0) return false;
  const fresh = await insertGrant(trx, {
    user_id: g.userId,
    count: g.count,
    source: g.source,
    reference: g.reference ?? null,
    grant_key: g.key,
    created_at: g.now,
  });
  if (fresh) await addDraws(trx, g.userId, g.count);
  return fresh;
}
