import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';

export const danmuKey = (projectId: number) => ['danmu', projectId] as const;

export const getDanmu = (projectId: number, signal?: AbortSignal) =>
  get(
    '/app/trailer/danmu/list',
    { projectId },
    { schema: contractSchema('danmu', (c) => c.ZDanmuList), signal },
  );

export const danmuQuery = (projectId: number) =>
  queryOptions({
    queryKey: danmuKey(projectId),
    queryFn: ({ signal }) => getDanmu(projectId, signal),
  });

/**
 * The visible danmu of a project's trailer, read each time a trailer opens (an operator may have
 * hidden some); `enabled` is false for a guest, who sees the trailer without them.
 */
export function useDanmu(projectId: number | null, enabled: boolean) {
  return useQuery({
    ...danmuQuery(projectId ?? 0),
    enabled: enabled && projectId !== null,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
