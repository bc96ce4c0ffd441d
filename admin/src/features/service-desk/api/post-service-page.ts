import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every service-desk call caches under this key: the queue, the unread total, each conversation. */
export const deskKey = ['service-desk'] as const;
export const queueKey = [...deskKey, 'queue'] as const;

/** Members write in while an agent looks: the queue is asked again this often. */
export const DESK_REFRESH_MS = 5_000;

export type QueueFilters = { status?: 'open' | 'closed'; mine?: boolean; search?: string };

export const postServicePage = (body: PageBody & QueueFilters) =>
  post('admin/chat/service/page', body, { schema: contractSchema((c) => c.ZServiceQueue) }).then((page) => ({
    ...page,
    list: page.list.map((c) => ({ ...c, id: c.roomId })),
  }));

/** The conversations, latest activity first, refreshed while the page is open. */
export function useServiceQueue(filters: QueueFilters) {
  return useServerTable(queueKey, postServicePage, filters, DESK_REFRESH_MS);
}
