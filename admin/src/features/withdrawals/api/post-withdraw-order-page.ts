import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every withdrawal review call caches under this key; a decision invalidates it. */
export const withdrawalsKey = ['withdrawals'] as const;

export const postWithdrawOrderPage = (body: PageBody) =>
  post('admin/withdraw/order/page', body, {
    schema: contractSchema((c) => c.ZPageOf(c.ZAdminWithdrawOrder)),
  });

/**
 * Withdrawal orders by state, or only those one operator approved that wait for a second, with the
 * account to pay to, sorted by the server.
 */
export function useWithdrawOrderTable(filters: { state?: string; awaitingSecond?: true }) {
  return useServerTable([...withdrawalsKey, 'orders'], postWithdrawOrderPage, filters);
}
