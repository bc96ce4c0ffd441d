import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import type { RewardRow } from '../ranking-values';
import { rewardsKey } from './post-reward-list';

export const postRewardUpdate = (body: RewardRow) => post('admin/ranking/reward/update', body);

/** Sets the ten rewards of one board and span; the next close pays them, closed periods keep theirs. */
export function useUpdateRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRewardUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKey }),
  });
}
