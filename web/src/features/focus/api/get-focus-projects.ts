import type { TFocusBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';
import { projectsKey } from '../../../shared/api/project-keys';

/** favorite: my collect; follow: my focus. */
export type FocusKind = TFocusBody['kind'];

export const FOCUS_PAGE_SIZE = 10;

export const getFocusProjects = (kind: FocusKind, page: number, size: number, signal?: AbortSignal) =>
  get(
    `/app/film/focus/${kind}`,
    { page, size },
    { schema: contractSchema('project', (c) => c.ZProjectPage), signal },
  );

/** The projects the member favourited or follows, most recent first, page by page. */
export function useFocusProjects(kind: FocusKind) {
  const query = useInfiniteQuery({
    queryKey: [...projectsKey, 'focus', kind, currentLanguage()],
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getFocusProjects(kind, pageParam, FOCUS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, projects: uniqueItems(query.data?.pages) };
}
