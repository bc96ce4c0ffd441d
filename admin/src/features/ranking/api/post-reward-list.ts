import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

/** Every ranking call caches under this key. */
export const rankingKey = ['ranking'] as const;
export const rewardsKey = [...rankingKey, 'rewards'] as const;

export const postRewardList = () =>
  post('admin/ranking/reward/list', {}, { schema: contractSchema((c) => c.ZRankRewards) });

/** The reward of each place on every board and span (four short rows). */
export function useRewardList() {
  return useQuery({ queryKey: rewardsKey, queryFn: postRewardList });
}
