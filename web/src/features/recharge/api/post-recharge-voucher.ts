import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { postUpload } from '../../../app/api/post-upload';
import { currentLanguage } from '../../../i18n';
import { rechargeOrderQuery, rechargeOrdersKey } from './get-recharge-orders';

export const postRechargeVoucher = (body: { orderId: number; url: string }) =>
  post('/app/recharge/recharge/voucher', body, { schema: contractSchema((c) => c.ZRechargeOrder) });

/** Uploads the transfer screenshot, then attaches it to the order (only while it waits for payment). */
export function useUploadVoucher(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const { url } = await postUpload(file);
      return postRechargeVoucher({ orderId, url });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(rechargeOrderQuery(order.id, currentLanguage()).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [...rechargeOrdersKey, 'list'] });
    },
  });
}
