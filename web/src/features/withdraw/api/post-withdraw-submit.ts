import type { TWithdrawSubmitBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { incomeQuery } from '../../../shared/api/get-income';
import { withdrawOrdersKey } from './get-withdraw-orders';
import { withdrawQuotaQuery } from './get-withdraw-quota';

export const postWithdrawSubmit = (body: TWithdrawSubmitBody, idempotencyKey: string) =>
  post('/app/withdraw/withdraw/submit', body, {
    schema: contractSchema('withdraw', (c) => c.ZWithdrawOrder),
    idempotencyKey,
  });

/**
 * Requests a withdrawal: amount + fee move to the frozen balance until it is paid or refused. A
 * retry of the same request after a lost answer reuses its key, so it cannot freeze twice.
 */
export function useSubmitWithdraw() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: TWithdrawSubmitBody) => action.run(body, (key) => postWithdrawSubmit(body, key)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawOrdersKey });
      void queryClient.invalidateQueries({ queryKey: withdrawQuotaQuery.queryKey });
    },
  });
}
