import type { TMessage, TMessageReadBody } from '@club/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { unreadCountsQuery } from '../../../shared/api/get-unread-counts';
import { messageKey, messagePagesKey } from './keys';

export const postMessageRead = (body: TMessageReadBody, signal?: AbortSignal) =>
  post('/app/message/message/read', body, {
    schema: contractSchema('message', (c) => c.ZMessageRead),
    signal,
  });

/** A read changed the server's state: keep the count it answered, and reload the list's dots. */
function afterRead(queryClient: QueryClient, unread: number) {
  // Only the messages' count is known here; without a cached answer, ask for both counts again.
  if (queryClient.getQueryData(unreadCountsQuery.queryKey)) {
    queryClient.setQueryData(unreadCountsQuery.queryKey, (old) => old && { ...old, messages: unread });
  } else {
    void queryClient.invalidateQueries({ queryKey: unreadCountsQuery.queryKey });
  }
  void queryClient.invalidateQueries({ queryKey: messagePagesKey });
}

/**
 * One message for its details page. There is no separate "get": reading it is what the page does,
 * and the read answers the message as it reads now (read, in the reader's language). Repeating it
 * changes nothing, so it can be a query; `null` when the message is not the reader's.
 */
export function useReadMessage(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messageKey, 'detail', id, currentLanguage()],
    queryFn: async ({ signal }): Promise<TMessage | null> => {
      const result = await postMessageRead({ ids: [id] }, signal);
      afterRead(queryClient, result.unread);
      return result.list.find((m) => m.id === id) ?? null;
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Marks every message of the member read. */
export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postMessageRead({ all: true }),
    onSuccess: (result) => afterRead(queryClient, result.unread),
  });
}
