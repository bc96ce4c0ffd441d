import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';

export const postUnreadCounts = (signal?: AbortSignal) =>
  post(
    '/app/message/dialog_read/unread',
    {},
    {
      schema: contractSchema((c) => c.ZUnreadCounts),
      signal,
    },
  );

/**
 * What the member has not read (messages; conversations join when chat lands). Shared by the Me
 * page's badge and the messages feature, whose reads write the count they answer into it.
 */
export const unreadCountsQuery = queryOptions({
  queryKey: ['message', 'unread'],
  queryFn: ({ signal }) => postUnreadCounts(signal),
  // A count shown as a badge should not lag a visit behind.
  staleTime: 0,
});

export const UNREAD_POLL_MS = 60_000;

/**
 * The unread counts; `poll` asks again on window focus and every minute while the caller is
 * mounted and the document visible, so the badge notices what arrives meanwhile.
 */
export function useUnreadCounts({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...unreadCountsQuery,
    refetchOnWindowFocus: poll,
    refetchInterval: poll ? UNREAD_POLL_MS : false,
  });
}
