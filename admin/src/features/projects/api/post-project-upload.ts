import { upload } from '../../../api/client';

/** A poster, still or trailer; the server checks its type and size and answers the URL to store. */
export const postProjectUpload = (file: Blob) => upload('admin/finance/proj/upload', file);
