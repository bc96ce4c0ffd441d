import type { TProject } from '@club/contract';
import { Button } from 'antd-mobile';
import { PlayOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DanmuBar, DanmuStage, useTrailerDanmu } from '../../shared/danmu';
import { EmptyState } from '../../ui/empty-state';
import { usePlayerControls } from '../../ui/player-controls';
import { Popup } from '../../ui/popup';
import { Poster } from '../../ui/poster';
import { useProjectHome } from './api/get-project-home';
import { openProject } from './crowdfunding-zone';
import styles from './home.module.css';

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
      <Popup
        visible={playing !== null}
        onMaskClick={() => setPlaying(null)}
        onClose={() => setPlaying(null)}
        showCloseButton
        destroyOnClose
        bodyClassName={styles.trailerPopup}
      >
        {playing?.trailer && <TrailerPlayer project={playing} trailer={playing.trailer} />}
      </Popup>
    </>
  );
}

/** The trailer with the members' danmu over it and the bar to add one under it. */
function TrailerPlayer({ project, trailer }: { project: TProject; trailer: string }) {
  const { t } = useTranslation();
  const danmu = useTrailerDanmu(project.id);
  const controls = usePlayerControls();
  const titleId = useId();
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.trailerTitle}>
        {project.title}
      </h2>
      <DanmuStage danmu={danmu}>
        <video
          ref={danmu.videoRef}
          className={styles.trailerVideo}
          src={trailer}
          poster={project.poster ?? undefined}
          {...controls.videoProps}
          autoPlay
          playsInline
          data-testid="home-trailer-video"
        />
      </DanmuStage>
      <DanmuBar danmu={danmu} />
      <Button block color="primary" shape="rounded" onClick={() => openProject(project)}>
        {t('home.openProject')}
      </Button>
    </div>
  );
}
