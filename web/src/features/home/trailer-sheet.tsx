import type { TProject } from '@club/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DanmuBar, DanmuStage, useTrailerDanmu } from '../../shared/danmu';
import { usePlayerControls } from '../../ui/player-controls';
import { Popup } from '../../ui/popup';
import { openProject } from './crowdfunding-zone';
import styles from './home.module.css';

/**
 * The sheet a trailer plays in, in a chunk of its own fetched on the first tap (home-trailers.tsx):
 * antd's Popup brings its springs and gestures, which home's first load does without.
 */
export default function TrailerSheet({
  playing,
  onClose,
}: {
  playing: TProject | null;
  onClose: () => void;
}) {
  return (
    <Popup
      visible={playing !== null}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName={styles.trailerPopup}
    >
      {playing?.trailer && <TrailerPlayer project={playing} trailer={playing.trailer} />}
    </Popup>
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
