import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';

export const postUnreadCounts = (signal?: AbortSignal) =>
  post(
    '/app/message/dialog_read/unread',
    {},
    {
      schema: contractSchema('message', (c) => c.ZUnreadCounts),
      signal,
    },
  );

/**
 * What the member has not read: messages, and chat messages past their read pointers
 * (`conversations`). Shared by the Me page's badge, the Chat room tab's badge, and the features
 * whose reads change a count (they write the count they answer into it, or ask again).
 */
export const unreadCountsQuery = queryOptions({
  queryKey: ['message', 'unread'],
  queryFn: ({ signal }) => postUnreadCounts(signal),
  // A count shown as a badge should not lag a visit behind.
  staleTime: 0,
});

/** Chat is lively: the tab bar's badge asks twice a minute. */
export const UNREAD_POLL_MS = 30_000;

/**
 * The unread counts; `poll` asks again on window focus and every 30 s while the caller is
 * mounted and the document visible, so the badges notice what arrives meanwhile. `enabled: false`
 * for a screen without a session (the public home page under the tab bar).
 */
export function useUnreadCounts({
  poll = false,
  enabled = true,
}: {
  poll?: boolean;
  enabled?: boolean;
} = {}) {
  return useQuery({
    ...unreadCountsQuery,
    enabled,
    refetchOnWindowFocus: poll,
    refetchInterval: poll ? UNREAD_POLL_MS : false,
  });
}

/** A badge's text: the count in the reader's digits, capped at 99+. */
export function badgeCount(count: number, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  return count > 99 ? `${number.format(99)}+` : number.format(count);
}
