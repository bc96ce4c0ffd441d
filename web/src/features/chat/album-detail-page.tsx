import type { TChatAlbumMedia } from '@club/contract/chat-album';
import { ErrorCode } from '@club/contract/lib/errors';
import { CloseOutline, PictureOutline, PlayOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import { useImageViewer } from '../../ui/image-viewer';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { useLayer } from '../../ui/layers';
import { useLongPress } from '../../ui/long-press';
import { PageLoading } from '../../ui/page-loading';
import { usePlayerControls } from '../../ui/player-controls';
import { PressMenu } from '../../ui/press-menu';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { uploadCopy } from '../../ui/responsive-image';
import { saveImage } from '../../ui/save-image';
import styles from './album.module.css';
import { useAlbumMedia } from './api/get-group-album-media-page';

/**
 * A clip over the whole screen with the browser's own controls, hidden while it plays until a touch
 * (ui/player-controls); Escape or the cross closes it.
 */
function VideoPlayer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const controls = usePlayerControls();
  // Shown only while playing: Back and Escape close it (layers.ts).
  useLayer(true, onClose);
  return (
    <div className={styles.player} role="dialog" aria-modal="true" data-testid="album-player">
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={t('chat.album.closeVideo')}
      >
        <CloseOutline />
      </button>
      <video src={url} {...controls.videoProps} playsInline autoPlay />
    </div>
  );
}

/** A picture of the grid: a tap opens it, a long press offers to save it. */
function ImageThumb({ media, label, onOpen }: { media: TChatAlbumMedia; label: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const press = useLongPress(() => setMenu(true));
  return (
    <>
      <button
        type="button"
        className={styles.thumb}
        onClick={onOpen}
        aria-label={label}
        data-testid={`album-media-${media.id}`}
        {...press}
      >
        <img src={uploadCopy(media.url, 130)} alt="" loading="lazy" decoding="async" />
      </button>
      <PressMenu
        visible={menu}
        onClose={() => setMenu(false)}
        actions={[
          {
            key: 'save',
            text: t('common.saveImage'),
            run: () => void saveImage(media.url, `album-${media.id}`),
          },
        ]}
      />
    </>
  );
}

/**
 * The album's grid: a tap on a picture opens every picture loaded so far in the image viewer, at
 * that one; a tap on a clip plays it full screen.
 */
function MediaGrid({ media, onPlay }: { media: TChatAlbumMedia[]; onPlay: (url: string) => void }) {
  const { t } = useTranslation();
  const images = media.filter((m) => m.kind === 'image').map((m) => m.url);
  const showImages = useImageViewer();
  let imageIndex = 0;
  let videoIndex = 0;
  return (
    <ul className={styles.media} data-testid="album-media">
      {media.map((m) => {
        if (m.kind === 'image') {
          const index = imageIndex++;
          return (
            <li key={m.id}>
              <ImageThumb
                media={m}
                label={t('chat.album.openImage', { n: formatNumber(index + 1) })}
                onOpen={() => showImages(images, index)}
              />
            </li>
          );
        }
        videoIndex += 1;
        return (
          <li key={m.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => onPlay(m.url)}
              aria-label={t('chat.album.playVideo', { n: formatNumber(videoIndex) })}
              data-testid={`album-media-${m.id}`}
            >
              {/* The clip's first frame as its thumbnail: the browser loads only its header. */}
              <video src={`${m.url}#t=0.1`} preload="metadata" muted playsInline tabIndex={-1} />
              <span className={styles.play} aria-hidden="true">
                <PlayOutline />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Album details: one album's pictures and clips in the order they were added, paged as it scrolls. */
export default function AlbumDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const albumId = Number(query.id);
  const valid = Number.isSafeInteger(albumId) && albumId > 0;
  const album = useAlbumMedia(valid ? albumId : 0, valid);
  const [playing, setPlaying] = useState<string | null>(null);
  const notFound =
    !valid || (isApiError(album.error) && album.error.code === ErrorCode.NOT_FOUND && !album.data);

  return (
    <div className={styles.screen}>
      <PageNavBar title={album.album?.name ?? t('chat.album.detailsTitle')} />
      <div className={styles.page}>
        {notFound ? (
          <EmptyState description={t('chat.album.notFound')} />
        ) : (
          <Refreshable onRefresh={album.refetch}>
            <QueryState query={{ ...album, data: album.media }} loading={<PageLoading />}>
              {(media) =>
                media.length === 0 ? (
                  <EmptyState description={t('chat.album.emptyMedia')} />
                ) : (
                  <>
                    <p className={styles.head}>
                      <PictureOutline aria-hidden />
                      {t('chat.album.count', {
                        count: formatNumber(album.album?.mediaCount ?? media.length),
                      })}
                    </p>
                    <MediaGrid media={media} onPlay={setPlaying} />
                    <InfiniteFooter query={album} />
                  </>
                )
              }
            </QueryState>
          </Refreshable>
        )}
      </div>
      {playing && <VideoPlayer url={playing} onClose={() => setPlaying(null)} />}
    </div>
  );
}
