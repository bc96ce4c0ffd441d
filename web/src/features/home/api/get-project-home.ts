import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';
import { projectsKey } from '../../../shared/api/project-keys';

export const PROJECT_PAGE_SIZE = 10;

export const getProjectHome = (page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/finance/proj/home',
    { page, size },
    { schema: contractSchema('project', (c) => c.ZProjectPage), signal },
  );

export const projectHomeQuery = () =>
  infiniteQueryOptions({
    queryKey: [...projectsKey, 'home', currentLanguage()],
    queryFn: ({ pageParam, signal }) => getProjectHome(pageParam, PROJECT_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The crowdfunding zone: every published project, page by page (public). */
export function useProjectHome() {
  const query = useInfiniteQuery(projectHomeQuery());
  return { ...query, projects: uniqueItems(query.data?.pages) };
}
