import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { DESK_REFRESH_MS, deskKey } from './post-service-page';

export const unreadKey = [...deskKey, 'unread'] as const;

export const postServiceUnread = () =>
  post('admin/chat/service/unread', {}, { schema: contractSchema((c) => c.ZServiceUnread) });

/** What no agent has read yet over the open conversations. */
export function useServiceUnread() {
  return useQuery({ queryKey: unreadKey, queryFn: postServiceUnread, refetchInterval: DESK_REFRESH_MS });
}
