import type { TMessagePageBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';
import { messagePagesKey } from './keys';

export const MESSAGE_PAGE_SIZE = 20;

export const postMessagePage = (body: TMessagePageBody, signal?: AbortSignal) =>
  post('/app/message/message/page', body, {
    schema: contractSchema('message', (c) => c.ZMessagePage),
    signal,
  });

/**
 * The member's messages, newest first, page by page. The server words each message in the
 * reader's language, so the language is part of the key.
 */
export function useMessages() {
  const query = useInfiniteQuery({
    queryKey: [...messagePagesKey, currentLanguage()],
    // New messages arrive out of band (operators, jobs): fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => postMessagePage({ page: pageParam, size: MESSAGE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, messages: uniqueItems(query.data?.pages) };
}
