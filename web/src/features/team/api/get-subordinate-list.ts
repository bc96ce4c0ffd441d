import type { TSubordinate } from '@club/contract/team';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, type Paged } from '../../../api/paged';
import { inviteLevelsKey, subordinatesKey } from './keys';

export const SUBORDINATES_PAGE_SIZE = 20;

export const getSubordinateList = (level: number, page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/user/info/subordinateList',
    { level, page, size },
    { schema: contractSchema('team', (c) => c.ZSubordinateList), signal },
  );

/**
 * Pages are offsets over the newest invitees first, so one who joins while the member scrolls
 * repeats a row on the next page. An invitee has no id here; the masked phone with the moment of
 * joining tells two apart.
 */
function uniqueInvitees(pages: Paged<TSubordinate>[] | undefined): TSubordinate[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.list)
    .filter((s) => {
      const key = `${s.phone} ${s.joinedAt}`;
      return !seen.has(key) && seen.add(key);
    });
}

/** The member's invitees at one level (1 to 3), newest first, page by page. */
export function useSubordinates(level: number) {
  const query = useInfiniteQuery({
    queryKey: subordinatesKey(level),
    // Invitees register and activate VIP elsewhere: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getSubordinateList(level, pageParam, SUBORDINATES_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, members: uniqueInvitees(query.data?.pages) };
}

/**
 * Every level's totals and this week's and month's figures. They come with any page of the list, so
 * the smallest page asks for them.
 */
export function useTeamTotals() {
  return useQuery({
    queryKey: inviteLevelsKey,
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getSubordinateList(1, 1, 1, signal),
    select: ({ levels, periods }) => ({ levels, periods }),
  });
}
