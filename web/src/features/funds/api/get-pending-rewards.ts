import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getPendingRewards = (signal?: AbortSignal) =>
  get('/app/funds/reward/pending', undefined, {
    schema: contractSchema('rewards', (c) => c.ZPendingRewards),
    signal,
  });

/** The member's rewards waiting for the club's marketing budget (asked on every visit). */
export function usePendingRewards() {
  return useQuery({
    queryKey: ['funds', 'pendingRewards'],
    queryFn: ({ signal }) => getPendingRewards(signal),
    refetchOnMount: 'always',
  });
}
