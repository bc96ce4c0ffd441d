import { Skeleton } from 'antd-mobile';
import { FireFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useHotProjects } from '../../shared/api/get-hot-projects';
import { Poster } from '../../ui/poster';
import { formatRateShort } from '../../ui/rate';
import { openProject } from './crowdfunding-zone';
import styles from './home.module.css';
import { HomeSection } from './home-section';

/** Hot projects in a row that scrolls sideways; nothing at all when the operators marked none. */
export function HotStrip() {
  const { t } = useTranslation();
  const hot = useHotProjects();
  const lang = currentLanguage();
  if (hot.isPending) {
    return (
      <section className={styles.section} data-testid="hot-strip-loading">
        <Skeleton.Title animated className={styles.stripTitleSkeleton} />
        <div className={styles.strip}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className={styles.tileSkeleton} animated />
          ))}
        </div>
      </section>
    );
  }
  if (!hot.data || hot.data.length === 0) return null;
  return (
    <HomeSection
      id="home-hot-title"
      title={
        <>
          <FireFill className={styles.fire} /> {t('home.hotProjects')}
        </>
      }
    >
      <ul className={styles.strip} data-testid="hot-strip">
        {hot.data.map((project) => (
          <li key={project.id}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => openProject(project)}
              data-testid="hot-project"
              data-project-id={project.id}
            >
              <Poster src={project.poster} alt="" className={styles.tilePoster} />
              <span className={styles.tileTitle} dir="auto">
                {project.title}
              </span>
              <span className={styles.tileRate}>
                {t('project.annualRateShort', { rate: formatRateShort(project.annualRate, lang) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
