import type { TProject } from '@club/contract';
import { PlayOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state';
import { LazyOnce } from '../../ui/lazy-once';
import { Poster } from '../../ui/poster';
import { useProjectHome } from './api/get-project-home';
import styles from './home.module.css';

/** The sheet the trailers play in, fetched on the first tap (or the finger's press before it). */
const loadSheet = () => import('./trailer-sheet');
const preloadSheet = () => {
  loadSheet().catch(() => {
    // Tried again, with its error shown, when the tap opens the sheet.
  });
};

/** How many trailers the home strip shows. */
const TRAILERS = 8;

/**
 * Trailers (spec §2, home): the films of the crowdfunding zone that have one, in a row; a tap plays
 * it full width with the browser's own controls, which hide while the video plays (ui/player-controls).
 */
export function HomeTrailers() {
  const { t } = useTranslation();
  const { projects } = useProjectHome();
  const [playing, setPlaying] = useState<TProject | null>(null);
  const withTrailer = (projects ?? []).filter((p) => p.trailer).slice(0, TRAILERS);
  if (projects && withTrailer.length === 0) {
    return (
      <div className={styles.card}>
        <EmptyState compact description={t('home.emptyTrailers')} />
      </div>
    );
  }
  return (
    <>
      <ul className={styles.strip} data-testid="home-trailers">
        {withTrailer.map((project) => (
          <li key={project.id}>
            <button
              type="button"
              className={styles.tile}
              onPointerDown={preloadSheet}
              onClick={() => setPlaying(project)}
              aria-label={t('home.playTrailer', { title: project.title })}
              data-testid="home-trailer"
            >
              <span className={styles.trailerPoster}>
                <Poster src={project.poster} alt="" className={styles.tilePoster} />
                <PlayOutline className={styles.trailerPlay} aria-hidden="true" />
              </span>
              <span className={styles.tileTitle} dir="auto">
                {project.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <LazyOnce
        load={loadSheet}
        active={playing !== null}
        props={{ playing, onClose: () => setPlaying(null) }}
      />
    </>
  );
}
