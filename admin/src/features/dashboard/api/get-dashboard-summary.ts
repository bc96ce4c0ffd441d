import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getDashboardSummary = () =>
  get('admin/base/dashboard/summary', undefined, { schema: contractSchema((c) => c.ZDashboardSummary) });

/** Members, money in and out per day, what waits for review, and the ledger checks run on each load. */
export function useDashboardSummary() {
  return useQuery({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary });
}
