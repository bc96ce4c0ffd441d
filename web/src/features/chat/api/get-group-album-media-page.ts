import type { TChatAlbumMediaPageBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { albumMediaKey } from './keys';

/** A multiple of the grid's three columns, so a page ends on a full row. */
export const ALBUM_MEDIA_PAGE_SIZE = 30;

export const postGroupAlbumMediaPage = (body: TChatAlbumMediaPageBody, signal?: AbortSignal) =>
  post('/app/chat/group_album_media/page', body, {
    schema: contractSchema('chat-album', (c) => c.ZChatAlbumMediaPage),
    signal,
  });

/**
 * One album's images and clips in the order they were added, page by page; `album` is the album as
 * the newest page describes it (name, count).
 */
export function useAlbumMedia(albumId: number, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: albumMediaKey(albumId),
    queryFn: ({ pageParam, signal }) =>
      postGroupAlbumMediaPage({ albumId, page: pageParam, size: ALBUM_MEDIA_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
  return { ...query, album: query.data?.pages.at(-1)?.album, media: uniqueItems(query.data?.pages) };
}
