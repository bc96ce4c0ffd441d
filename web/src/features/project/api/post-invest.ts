import type { TInvestBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { incomeQuery } from '../../../shared/api/get-income';
import { investmentsKey, projectsKey } from '../../../shared/api/project-keys';

/** The coupon is always named: the one the confirmed check applied, or null for none. */
export type InvestBody = TInvestBody & { couponId: number | null };

export const postInvest = (body: InvestBody, idempotencyKey: string) =>
  post('/app/finance/invest/invest', body, {
    schema: contractSchema('invest', (c) => c.ZInvestResult),
    idempotencyKey,
  });

/**
 * Invests: the principal, less a coupon's discount, leaves the wallets for the project. A retry of the same request after a
 * lost answer reuses its key, so it cannot invest twice. The project (raised, state, position),
 * the wallets and the member's investments all change.
 */
export function useInvest() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: InvestBody) => action.run(body, (key) => postInvest(body, key)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      void queryClient.invalidateQueries({ queryKey: investmentsKey });
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    },
  });
}
