import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { teamGroupKey } from './keys';

export const getTeamGroup = (id: number, signal?: AbortSignal) =>
  get(
    '/app/team/activity/group',
    { id },
    { schema: contractSchema('team-activity', (c) => c.ZTeamGroup), signal },
  );

/** One group's team details: its state, members and terms, and what the member may do with it. */
export function useTeamGroup(id: number) {
  return useQuery({
    queryKey: teamGroupKey(id),
    queryFn: ({ signal }) => getTeamGroup(id, signal),
    // Members join and count elsewhere: fresh on every visit.
    refetchOnMount: 'always',
    enabled: id > 0,
  });
}
