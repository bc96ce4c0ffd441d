import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { lotteryKey } from './post-prize-list';

export const postDrawPage = (body: PageBody & { userId?: number }) =>
  post('admin/lottery/draw/page', body, { schema: contractSchema((c) => c.ZAdminDrawRecordPage) });

/** Every draw, newest first, with the random value and candidates that decided it; one member's when asked. */
export function useDrawTable(filters: { userId?: number }) {
  return useServerTable([...lotteryKey, 'draws'], postDrawPage, filters);
}
