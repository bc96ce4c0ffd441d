import type { TRedeemBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { couponsKey, lotteryInfoKey } from './keys';

/** The server records one redemption per member and code (a repeat answers REDEEM_CODE_REDEEMED). */
export const postRedeem = (body: TRedeemBody) =>
  post('/app/lottery/redeem', body, { schema: contractSchema('lottery', (c) => c.ZRedeemResult) });

/** Redeems a code for draws or a coupon. */
export function useRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRedeem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryInfoKey });
      void queryClient.invalidateQueries({ queryKey: couponsKey });
    },
  });
}
