import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import type { BanBody } from '../chat-values';
import { bansKey } from './post-chat-ban-page';

export const postChatBanAdd = (body: BanBody) =>
  post('admin/chat/ban/add', body, { schema: contractSchema((c) => c.ZChatBan) });

/** Stops a member speaking in one room, until a time or until lifted. */
export function useAddChatBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatBanAdd,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: bansKey(body.roomId) }),
  });
}
