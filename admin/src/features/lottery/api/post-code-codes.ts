import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { batchesKey } from './post-code-page';

export const postCodeCodes = (body: PageBody & { batchId?: number }) =>
  post('admin/lottery/code/codes', body, { schema: contractSchema((c) => c.ZAdminRedeemCodePage) });

/** One batch's codes with how often each was redeemed. */
export function useCodeTable(batchId: number) {
  return useServerTable([...batchesKey, 'codes', batchId], postCodeCodes, { batchId });
}
