import type { TProject } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/format';
import { useImageViewer } from '../../ui/image-viewer';
import { usePlayerControls } from '../../ui/player-controls';
import { uploadCopy, uploadSrcSet } from '../../ui/responsive-image';
import styles from './project.module.css';

/** The trailer (a video, when there is one) and the stills, each opening full screen on a tap. */
export function ProjectMedia({ project }: { project: TProject }) {
  const { t } = useTranslation();
  const showImages = useImageViewer();
  const controls = usePlayerControls();
  if (!project.trailer && project.stills.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="project-media-title">
      <h2 className={styles.sectionTitle} id="project-media-title">
        {project.trailer && project.stills.length > 0
          ? t('project.media')
          : project.trailer
            ? t('project.trailer')
            : t('project.stills')}
      </h2>
      {project.trailer && (
        <video
          className={styles.trailer}
          src={project.trailer}
          poster={project.poster ? uploadCopy(project.poster, 360) : undefined}
          {...controls.videoProps}
          playsInline
          preload="metadata"
          data-testid="project-trailer"
        />
      )}
      {project.stills.length > 0 && (
        <ul className={styles.stills} data-testid="project-stills">
          {project.stills.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.still}
                onClick={() => showImages(project.stills, index)}
                aria-label={t('project.openStill', { n: formatNumber(index + 1) })}
                data-testid="project-still"
              >
                <img
                  src={src}
                  srcSet={uploadSrcSet(src)}
                  sizes="132px"
                  width={132}
                  height={84}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
