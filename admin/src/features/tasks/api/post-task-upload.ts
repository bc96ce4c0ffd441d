import { upload } from '../../../api/client';

/** An operator's own trailer clip (MP4 or WebM) for a task. */
export const postTaskUpload = (file: Blob) => upload('admin/trailer/task/upload', file);
