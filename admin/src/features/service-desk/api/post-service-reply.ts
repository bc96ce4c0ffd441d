import type { TServiceReplyBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { historyKey } from './post-service-history';
import { queueKey } from './post-service-page';

export const postServiceReply = (body: TServiceReplyBody) =>
  post('admin/chat/service/reply', body, { schema: contractSchema((c) => c.ZChatMessage) });

/** An agent's reply; its `clientMsgId` stays the same across retries, so it posts once. */
export function useServiceReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postServiceReply,
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(body.roomId) }),
        queryClient.invalidateQueries({ queryKey: queueKey }),
      ]),
  });
}
