import type { TChatSendBody } from '@club/contract/chat';
import { ErrorCode } from '@club/contract/lib/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { liveSocket } from '../socket';
import { receiveMessages } from './get-chat-room-page';
import { conversationsKey, permissionKey } from './keys';

/**
 * Posts a message. `clientMsgId` is made once per message and sent again on every retry: the server
 * answers a repeat with the copy it already posted, so a send whose answer was lost posts once.
 */
export const postChatSend = (body: TChatSendBody) =>
  post('/app/chat/comm/send', body, { schema: contractSchema('chat', (c) => c.ZChatMessage) });

/**
 * Over the socket while it is open (HTTP when it is not, or when no ack comes in 10 s), under the
 * one clientMsgId either way.
 */
export const sendChat = (body: TChatSendBody) => liveSocket()?.send(body) ?? postChatSend(body);

/**
 * The send, merged into the room's timeline when it is answered. "Cannot speak" means the
 * permission the composer shows is out of date (a ban, a mute, an expired membership): ask again.
 */
export function useChatSend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChat,
    onSuccess: (message) => {
      receiveMessages(queryClient, message.roomId, [message]);
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
    onError: (error, body) => {
      if (isApiError(error) && error.code === ErrorCode.CHAT_CANNOT_SPEAK) {
        void queryClient.invalidateQueries({ queryKey: permissionKey(body.roomId) });
      }
    },
  });
}
