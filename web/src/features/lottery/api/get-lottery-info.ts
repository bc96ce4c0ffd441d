import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { lotteryInfoKey } from './keys';

export const getLotteryInfo = (signal?: AbortSignal) =>
  get('/app/lottery/info', undefined, { schema: contractSchema('lottery', (c) => c.ZLotteryInfo), signal });

/**
 * The draws the member holds, the prizes in stock with their odds and how draws are earned. Asked on
 * every visit: an investment's reflection period ending, a level reached or stock running out
 * changes it on the server.
 */
export function useLotteryInfo() {
  return useQuery({
    queryKey: lotteryInfoKey,
    queryFn: ({ signal }) => getLotteryInfo(signal),
    refetchOnMount: 'always',
  });
}
