import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { lotteryKey } from './post-prize-list';

export const batchesKey = [...lotteryKey, 'batches'] as const;

export const postCodePage = (body: PageBody) =>
  post('admin/lottery/code/page', body, { schema: contractSchema((c) => c.ZAdminRedeemBatchPage) });

/** The batches of redeem codes, newest first, with how often their codes were redeemed. */
export function useBatchTable() {
  return useServerTable(batchesKey, postCodePage, {});
}
