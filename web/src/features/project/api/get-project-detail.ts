import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { projectsKey } from '../../../shared/api/project-keys';
import { freshEachVisit } from '../../../shared/query-client';

export const getProjectDetail = (id: number, signal?: AbortSignal) =>
  get(
    '/app/finance/proj/detail',
    { id },
    { schema: contractSchema('project', (c) => c.ZProjectDetail), signal },
  );

export const projectDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...projectsKey, 'detail', id, currentLanguage()],
    // Raised amount, state and funding history move with every member's investment.
    refetchOnMount: freshEachVisit,
    queryFn: ({ signal }) => getProjectDetail(id, signal),
  });

/** One project with its funding history and the member's position in it. */
export function useProjectDetail(id: number) {
  return useQuery({ ...projectDetailQuery(id), enabled: id > 0 });
}
