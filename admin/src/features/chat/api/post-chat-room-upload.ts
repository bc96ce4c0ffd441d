import { upload } from '../../../api/client';

/**
 * The upload call a room's avatar goes through. The chat module has no upload call of its own; the
 * server takes any operator's upload as an avatar, so this uses the content module's, which needs
 * `cms:content:upload` (the form offers the upload only to roles that grant it).
 */
export const ROOM_AVATAR_UPLOAD_KEY = 'cms:content:upload';

export const postChatRoomUpload = (file: Blob) => upload('admin/cms/content/upload', file);
