import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam } from '../../../api/paged';
import { type TeamRewardKind, teamRewardsKey } from './keys';

export const TEAM_REWARDS_PAGE_SIZE = 20;

export const getTeamRewards = (kind: TeamRewardKind, page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/team/activity/rewards',
    { kind, page, size },
    { schema: contractSchema('team-activity', (c) => c.ZTeamRewards), signal },
  );

/**
 * Group rewards or dividend records, newest first, page by page. A reward has no id (a leader may
 * get several equal rebates of one group on one day), so a row repeated across pages cannot be told
 * from a real second one and stays.
 */
export function useTeamRewards(kind: TeamRewardKind) {
  const query = useInfiniteQuery({
    queryKey: teamRewardsKey(kind),
    // Day dividends are paid day by day, and pending ones once the budget allows: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getTeamRewards(kind, pageParam, TEAM_REWARDS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, rewards: query.data?.pages.flatMap((p) => p.list) };
}
