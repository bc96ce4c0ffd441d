import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { projectsKey } from './post-project-page';

export const getProjectInfo = (id: number) =>
  get(
    'admin/finance/proj/info',
    { id },
    { schema: contractSchema((c) => c.ZAdminProject.extend({ fundingHistory: c.ZFundingEvent.array() })) },
  );

/** One project with its accounts and every revenue and disbursement recorded. */
export function useProjectInfo(id: number | null) {
  return useQuery({
    queryKey: [...projectsKey, 'info', id],
    queryFn: () => getProjectInfo(id ?? 0),
    enabled: id !== null,
  });
}
