import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentActivityKey, teamGroupKey } from './keys';

/** The server keeps one forming group per leader (a second answers TEAM_GROUP_OPEN). */
export const postOpenGroup = () =>
  post('/app/team/activity/open', {}, { schema: contractSchema('team-activity', (c) => c.ZTeamGroup) });

/** Opens a group led by the member; its details are known at once for the page that shows them. */
export function useOpenGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOpenGroup,
    onSuccess: (group) => queryClient.setQueryData(teamGroupKey(group.id), group),
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentActivityKey }),
  });
}
