import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

/** Every lottery call caches under this key; a coupon's new name shows in prizes and batches too. */
export const lotteryKey = ['lottery'] as const;
export const prizesKey = [...lotteryKey, 'prizes'] as const;

export const postPrizeList = () =>
  post('admin/lottery/prize/list', {}, { schema: contractSchema((c) => c.ZAdminPrizeList) });

/** The whole prize table (it is short), with the odds the server computes and the table's version. */
export function usePrizeList() {
  return useQuery({ queryKey: prizesKey, queryFn: postPrizeList });
}
