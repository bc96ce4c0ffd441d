import type { TChatAlbum } from '@club/contract/chat-album';
import { ErrorCode } from '@club/contract/lib/errors';
import { PictureOutline, PicturesOutline, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { chatAlbumDetailPath } from '../../shared/paths';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { uploadCopy } from '../../ui/responsive-image';
import styles from './album.module.css';
import { useGroupAlbums } from './api/get-group-album-page';

/**
 * One album: its cover, or an icon standing in for it (a film strip when the album holds only
 * clips), its name in its own direction and how many pictures and clips it holds.
 */
function AlbumCard({ album }: { album: TChatAlbum }) {
  const { t } = useTranslation();
  const count = formatNumber(album.mediaCount);
  return (
    <li>
      <button
        type="button"
        className={styles.album}
        onClick={() => nav.navigateTo(chatAlbumDetailPath(album.id))}
        data-testid={`album-${album.id}`}
      >
        <span className={styles.cover}>
          {album.cover ? (
            <img src={uploadCopy(album.cover, 80)} alt="" loading="lazy" decoding="async" />
          ) : album.mediaCount > 0 ? (
            <VideoOutline />
          ) : (
            <PicturesOutline />
          )}
        </span>
        <span className={styles.albumText}>
          {/* The name's own direction, so a Latin name cut short ends in "…" on its right in Arabic too. */}
          <span className={styles.albumName} dir="auto">
            {album.name}
          </span>
          <span className={styles.albumCount} role="img" aria-label={t('chat.album.count', { count })}>
            <PictureOutline />
            {count}
          </span>
        </span>
      </button>
    </li>
  );
}

/** Chat group album: a group room's albums, newest first, as a grid of covers. */
export default function AlbumListPage({ query }: PageProps) {
  const { t } = useTranslation();
  const roomId = Number(query.roomId);
  const valid = Number.isSafeInteger(roomId) && roomId > 0;
  const albums = useGroupAlbums(valid ? roomId : 0, valid);
  const notFound =
    !valid || (isApiError(albums.error) && albums.error.code === ErrorCode.NOT_FOUND && !albums.data);

  return (
    <div className={styles.screen}>
      <PageNavBar title={t('chat.album.title')} />
      <div className={styles.page}>
        {notFound ? (
          <EmptyState description={t('chat.notFound')} />
        ) : (
          <Refreshable onRefresh={albums.refetch}>
            <QueryState query={{ ...albums, data: albums.albums }} loading={<PageLoading />}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyState description={t('chat.album.empty')} />
                ) : (
                  <>
                    <ul className={styles.albums} data-testid="album-list">
                      {list.map((album) => (
                        <AlbumCard key={album.id} album={album} />
                      ))}
                    </ul>
                    <InfiniteFooter query={albums} />
                  </>
                )
              }
            </QueryState>
          </Refreshable>
        )}
      </div>
    </div>
  );
}
