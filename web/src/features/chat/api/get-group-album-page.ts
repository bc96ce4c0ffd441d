import type { TChatAlbumPageBody } from '@club/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { albumsKey } from './keys';

export const ALBUM_PAGE_SIZE = 20;

export const postGroupAlbumPage = (body: TChatAlbumPageBody, signal?: AbortSignal) =>
  post('/app/chat/group_album/page', body, {
    schema: contractSchema('chat-album', (c) => c.ZChatAlbumPage),
    signal,
  });

/** A group room's albums, newest first, page by page. */
export function useGroupAlbums(roomId: number, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: albumsKey(roomId),
    queryFn: ({ pageParam, signal }) =>
      postGroupAlbumPage({ roomId, page: pageParam, size: ALBUM_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled,
  });
  return { ...query, albums: uniqueItems(query.data?.pages) };
}
