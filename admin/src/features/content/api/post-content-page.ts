import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every content call caches under this key; any change to an item invalidates it all. */
export const contentKey = ['content'] as const;

export const postContentPage = (body: PageBody) =>
  post('admin/cms/content/page', body, { schema: contractSchema((c) => c.ZAdminContentPage) });

/** The content items of a kind and state, searched by title, sorted by the server. */
export function useContentTable(filters: { kind?: string; status?: string; search: string }) {
  return useServerTable([...contentKey, 'page'], postContentPage, filters);
}
