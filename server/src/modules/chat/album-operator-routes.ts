import {
  ZAdminChatAlbumMediaPage,
  ZAdminChatAlbumMediaPageBody,
  ZAdminChatAlbumPageBody,
  ZChatAlbum,
  ZChatAlbumAddBody,
  ZChatAlbumDeleteBody,
  ZChatAlbumMedia,
  ZChatAlbumMediaAddBody,
  ZChatAlbumMediaRemoveBody,
  ZChatAlbumPage,
  ZChatAlbumUpdateBody,
  ZUploaded,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { SettingsService } from '../settings/service';
import { readUploadedFile } from '../upload/read-file';
import type { UploadService } from '../upload/service';
import type { ChatAlbumService } from './album-service';

/** Group albums for operators (`/api/admin/chat/album/*`), each call with its `chat:album:*` or `chat:media:*` key. */
export function chatAlbumOperatorRoutes(
  app: App,
  deps: { albums: ChatAlbumService; uploads: UploadService; settings: SettingsService },
) {
  const { albums, uploads, settings } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  const base = '/api/admin/chat/album';
  const operator = (permission: string) => ({ config: { permission } });
  app.post(
    `${base}/page`,
    {
      ...operator('chat:album:page'),
      schema: { ...admin, body: ZAdminChatAlbumPageBody, response: { 200: ZChatAlbumPage } },
    },
    async (request) => albums.adminAlbums(request.body),
  );
  app.post(
    `${base}/add`,
    {
      ...operator('chat:album:add'),
      schema: { ...admin, body: ZChatAlbumAddBody, response: { 200: ZChatAlbum } },
    },
    async (request) => albums.addAlbum(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/update`,
    {
      ...operator('chat:album:update'),
      schema: { ...admin, body: ZChatAlbumUpdateBody, response: { 200: ZChatAlbum } },
    },
    async (request) => albums.updateAlbum(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/delete`,
    {
      ...operator('chat:album:delete'),
      schema: { ...admin, body: ZChatAlbumDeleteBody, response: { 200: z.null() } },
    },
    async (request) => albums.deleteAlbum(requireAdmin(request).id, request.body),
  );
  // Images and, as for project trailers, MP4 or WebM clips: the bytes decide, up to the video limit.
  app.post(
    `${base}/upload`,
    {
      ...operator('chat:album:upload'),
      schema: { ...admin, consumes: ['multipart/form-data'], response: { 200: ZUploaded } },
    },
    async (request) => {
      const content = await readUploadedFile(request, (await settings.all()).uploadVideoMaxBytes);
      return uploads.saveImage(content, { kind: 'admin', id: requireAdmin(request).id }, true);
    },
  );
  app.post(
    `${base}/media/page`,
    {
      ...operator('chat:album:page'),
      schema: { ...admin, body: ZAdminChatAlbumMediaPageBody, response: { 200: ZAdminChatAlbumMediaPage } },
    },
    async (request) => albums.adminMedia(request.body),
  );
  app.post(
    `${base}/media/add`,
    {
      ...operator('chat:media:add'),
      schema: { ...admin, body: ZChatAlbumMediaAddBody, response: { 200: ZChatAlbumMedia } },
    },
    async (request) => albums.addMedia(requireAdmin(request).id, request.body),
  );
  app.post(
    `${base}/media/remove`,
    {
      ...operator('chat:media:remove'),
      schema: { ...admin, body: ZChatAlbumMediaRemoveBody, response: { 200: z.null() } },
    },
    async (request) => albums.removeMedia(requireAdmin(request).id, request.body),
  );
}
