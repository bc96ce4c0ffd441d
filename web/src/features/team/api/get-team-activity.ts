import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentActivityKey } from './keys';

export const getTeamActivity = (signal?: AbortSignal) =>
  get('/app/team/activity/current', undefined, {
    schema: contractSchema('team-activity', (c) => c.ZTeamActivity),
    signal,
  });

/**
 * The activity's terms, the member's forming group and past groups. Asked on every visit: people
 * join and activate VIP elsewhere, and a group completes or dissolves on the server.
 */
export function useTeamActivity() {
  return useQuery({
    queryKey: currentActivityKey,
    queryFn: ({ signal }) => getTeamActivity(signal),
    refetchOnMount: 'always',
  });
}
