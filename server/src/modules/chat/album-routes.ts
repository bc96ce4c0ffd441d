import {
  ZChatAlbumMediaPage,
  ZChatAlbumMediaPageBody,
  ZChatAlbumPage,
  ZChatAlbumPageBody,
} from '@club/contract';
import type { App } from '../../kernel/http';
import type { ChatAlbumService } from './album-service';

/** Group albums for members (`/api/app/chat/group_album*`); operators' in `album-operator-routes.ts`. */
export function chatAlbumRoutes(app: App, deps: { albums: ChatAlbumService }) {
  const { albums } = deps;
  const member = { tags: ['chat'], security: [{ token: [] }] };

  app.post(
    '/api/app/chat/group_album/page',
    { schema: { ...member, body: ZChatAlbumPageBody, response: { 200: ZChatAlbumPage } } },
    async (request) => albums.albums(request.body),
  );
  app.post(
    '/api/app/chat/group_album_media/page',
    { schema: { ...member, body: ZChatAlbumMediaPageBody, response: { 200: ZChatAlbumMediaPage } } },
    async (request) => albums.media(request.body),
  );
}
