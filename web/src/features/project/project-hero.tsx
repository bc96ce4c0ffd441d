import type { TProject } from '@club/contract';
import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/format';
import { Poster } from '../../ui/poster';
import { ProjectStateTag } from '../../ui/project-state';
import { FocusToggles } from './focus-toggles';
import styles from './project.module.css';

/** Poster, title, state, score and focus index, and the favourite and follow toggles. */
export function ProjectHero({ project }: { project: TProject }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={styles.heroMain}>
        <Poster
          src={project.poster}
          alt={project.title}
          className={styles.heroPoster}
          sizes="104px"
          priority
        />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle} data-testid="project-title">
            {project.title}
          </h1>
          <ProjectStateTag state={project.state} />
          <dl className={styles.heroFacts}>
            <div>
              <dt>{t('project.score')}</dt>
              <dd data-testid="project-score">
                <StarFill className={styles.star} />{' '}
                {t('project.scoreValue', {
                  score: formatNumber(Number(project.score)),
                  max: formatNumber(10),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('project.focusIndex')}</dt>
              <dd data-testid="project-focus-index">{formatNumber(project.focusIndex)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <FocusToggles project={project} />
    </section>
  );
}
