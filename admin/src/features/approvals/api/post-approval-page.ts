import type { TApprovalKind } from '@club/contract';
import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every second-approval call caches under this key; a decision invalidates it. */
export const approvalsKey = ['approvals'] as const;

export const postApprovalPage = (body: PageBody) =>
  post('admin/base/approval/page', body, { schema: contractSchema((c) => c.ZApprovalPage) });

/**
 * Requests for a second operator by state and kind, newest first. Other operators add and decide
 * them, so the queue is asked again every half minute.
 */
export function useApprovalTable(filters: { state?: string; kind?: TApprovalKind }) {
  return useServerTable([...approvalsKey, 'page'], postApprovalPage, filters, 30_000);
}
