import type { TRechargeSubmitBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { currentLanguage } from '../../../i18n';
import { rechargeOrderQuery, rechargeOrdersKey } from './get-recharge-orders';

/** `amount` in minor units; the channel's min and max apply (else code 1902). */
export const postRechargeSubmit = (body: TRechargeSubmitBody, idempotencyKey: string) =>
  post('/app/recharge/recharge/submit', body, {
    schema: contractSchema('recharge', (c) => c.ZRechargeOrder),
    idempotencyKey,
  });

/** Places an order; a retry of the same submit after a lost answer cannot place a second one. */
export function useSubmitRecharge() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: TRechargeSubmitBody) => action.run(body, (key) => postRechargeSubmit(body, key)),
    onSuccess: (order) => {
      queryClient.setQueryData(rechargeOrderQuery(order.id, currentLanguage()).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...rechargeOrdersKey, 'list'] });
    },
  });
}
