import { contractSchema, get } from '../../../api/client';

/** One item with its texts in every language, as the editor loads it. */
export const getContentInfo = (id: number) =>
  get('admin/cms/content/info', { id }, { schema: contractSchema((c) => c.ZAdminContentItem) });
