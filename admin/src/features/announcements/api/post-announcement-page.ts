import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every announcement call caches under this key; a new one invalidates it all. */
export const announcementsKey = ['announcements'] as const;

export const postAnnouncementPage = (body: PageBody) =>
  post('admin/message/announcement/page', body, { schema: contractSchema((c) => c.ZAnnouncementPage) });

/** What operators have sent to members, newest first. */
export function useAnnouncementTable() {
  return useServerTable([...announcementsKey, 'page'], postAnnouncementPage, {});
}
