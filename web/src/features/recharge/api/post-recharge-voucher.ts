import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { postUpload } from '../../../shared/api/post-upload';
import { rechargeOrderQuery, rechargeOrdersKey } from './get-recharge-orders';

/** `voucher` is the transfer screenshot; `voucher2` a second picture of the same payment. */
export type VoucherCall = 'voucher' | 'voucher2';

export const postRechargeVoucher = (call: VoucherCall, body: { orderId: number; url: string }) =>
  post(`/app/recharge/recharge/${call}`, body, {
    schema: contractSchema('recharge', (c) => c.ZRechargeOrder),
  });

/** Uploads the picture, then attaches it to the order (only while it waits for payment). */
export function useUploadVoucher(orderId: number, call: VoucherCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const { url } = await postUpload(file);
      return postRechargeVoucher(call, { orderId, url });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(rechargeOrderQuery(order.id, currentLanguage()).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...rechargeOrdersKey, 'list'] });
    },
  });
}
