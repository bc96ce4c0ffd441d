import { upload } from '../../../api/client';

/** An item's image; the server checks its type and size and answers the URL to store. */
export const postContentUpload = (file: Blob) => upload('admin/cms/content/upload', file);
