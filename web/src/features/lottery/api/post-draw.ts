import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { incomeQuery } from '../../../shared/api/get-income';
import { lotteryKey } from './keys';

export const postDraw = (idempotencyKey: string) =>
  post('/app/lottery/draw', {}, { schema: contractSchema('lottery', (c) => c.ZDrawResult), idempotencyKey });

/**
 * Spends one draw. A retry after a lost answer reuses its key, so it cannot spend two draws; once
 * answered, the next draw gets a new key. A cash prize reaches the work wallet, a coupon prize the
 * coupons, and the odds move with the stock: the whole lottery and the wallets change.
 */
export function useDraw() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: () => action.run({}, postDraw),
    onSettled: () => {
      // A refusal (no draws, not qualified, closed) also means the page's figures are out of date.
      void queryClient.invalidateQueries({ queryKey: lotteryKey });
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    },
  });
}
