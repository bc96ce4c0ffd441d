import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every projects call caches under this key; any change to a project invalidates it all. */
export const projectsKey = ['projects'] as const;

export const postProjectPage = (body: PageBody) =>
  post('admin/finance/proj/page', body, { schema: contractSchema((c) => c.ZPageOf(c.ZAdminProject)) });

/** The projects by phase, searched by title, sorted by the server. */
export function useProjectTable(filters: { phase?: string; search: string }) {
  return useServerTable([...projectsKey, 'page'], postProjectPage, filters);
}
