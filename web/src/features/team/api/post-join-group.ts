import type { TTeamGroupBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentActivityKey, teamGroupKey } from './keys';

export const postJoinGroup = (body: TTeamGroupBody) =>
  post('/app/team/activity/join', body, { schema: contractSchema('team-activity', (c) => c.ZTeamGroup) });

/** Joins a forming group; the answer is the group with the member in it. */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinGroup,
    onSuccess: (group) => queryClient.setQueryData(teamGroupKey(group.id), group),
    // A refusal (closed meanwhile, already in a group) means the group shown is out of date.
    onError: (_error, body) => queryClient.invalidateQueries({ queryKey: teamGroupKey(body.id) }),
    // Either way the Team tab's forming group may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentActivityKey }),
  });
}
