import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from './client';

/** The newest projects with their trailers, for pages that pick one (a trailer task shows its trailer). */
export const postProjectOptions = () =>
  post(
    'admin/finance/proj/page',
    { page: 1, size: 100 },
    { schema: contractSchema((c) => c.ZPageOf(c.ZAdminProject)) },
  ).then((page) => page.list.map((p) => ({ id: p.id, title: p.title, trailer: p.trailer })));

export function useProjectOptions(opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['projects', 'options'],
    queryFn: postProjectOptions,
    enabled: opts.enabled ?? true,
  });
}
