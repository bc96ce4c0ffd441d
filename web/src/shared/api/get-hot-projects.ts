import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { projectsKey } from './project-keys';

/** Projects the operators marked hot; public, with the member's own state when logged in. */
export const getHotProjects = (signal?: AbortSignal) =>
  get('/app/finance/proj/hot', undefined, {
    schema: contractSchema('project', (c) => c.ZProject.array()),
    signal,
  });

export const hotProjectsQuery = () =>
  queryOptions({
    queryKey: [...projectsKey, 'hot', currentLanguage()],
    queryFn: ({ signal }) => getHotProjects(signal),
  });

/** Shared by the home page's hot strip and the hot tab. */
export function useHotProjects() {
  return useQuery(hotProjectsQuery());
}
