import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

export const postAuditPage = (body: PageBody) =>
  post('admin/base/audit/page', body, { schema: contractSchema((c) => c.ZAuditPage) });

/** Every operator write, newest first, filtered by who, what, which object and when. */
export function useAuditTable(filters: {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}) {
  return useServerTable(['audit'], postAuditPage, filters);
}
