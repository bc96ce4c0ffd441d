import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

/** The provider's checkout page for a gateway order; the member continues the payment there. */
export const postPayment = (orderId: number) =>
  post('/app/pay/comm/payment', { orderId }, { schema: contractSchema('pay', (c) => c.ZPaymentRequest) });

export function usePayment() {
  return useMutation({
    mutationFn: postPayment,
    onSuccess: ({ payUrl }) => window.location.assign(payUrl),
  });
}
