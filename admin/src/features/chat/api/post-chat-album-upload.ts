import { upload } from '../../../api/client';

/** An image, or an MP4 or WebM clip; the server checks its type and size and answers the URL to add. */
export const postChatAlbumUpload = (file: Blob) => upload('admin/chat/album/upload', file);
