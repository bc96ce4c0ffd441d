import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every recharge review call caches under this key; a decision invalidates it. */
export const rechargesKey = ['recharges'] as const;

export const postRechargeOrderPage = (body: PageBody) =>
  post('admin/recharge/order/page', body, {
    schema: contractSchema((c) => c.ZPageOf(c.ZAdminRechargeOrder)),
  });

/**
 * Recharge orders by state, or the review queue (`toReview`: what the dashboard counts), searched
 * by member or reference, sorted by the server.
 */
export function useRechargeOrderTable(filters: { state?: string; toReview?: true; search: string }) {
  return useServerTable([...rechargesKey, 'orders'], postRechargeOrderPage, filters);
}
