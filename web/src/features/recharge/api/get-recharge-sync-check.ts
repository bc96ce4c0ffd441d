import type { TRechargeOrder } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

type State = TRechargeOrder['state'];

/** The states after which an order never changes again. */
export const FINAL_STATES: readonly State[] = ['success', 'failed', 'expired'];

/** How often the payment page asks whether the money has arrived. */
export const SYNC_INTERVAL_MS = 4_000;

export const getRechargeSyncCheck = (orderId: number, signal?: AbortSignal) =>
  get(
    '/app/recharge/recharge/sync_check',
    { orderId },
    { schema: contractSchema('recharge', (c) => c.ZRechargeSyncCheck), signal },
  );

/**
 * The order's state, asked every few seconds while the payment page is open and the order can
 * still change; it stops at success, failed or expired.
 */
export function useRechargeSyncCheck(orderId: number, state: State | undefined) {
  const open = state !== undefined && !FINAL_STATES.includes(state);
  return useQuery({
    queryKey: ['recharge', 'sync', orderId],
    queryFn: ({ signal }) => getRechargeSyncCheck(orderId, signal),
    enabled: open,
    refetchInterval: (query) => {
      const latest = query.state.data?.state;
      return latest && FINAL_STATES.includes(latest) ? false : SYNC_INTERVAL_MS;
    },
    // Paused while the tab is hidden; it asks again the moment the member comes back.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
  });
}
