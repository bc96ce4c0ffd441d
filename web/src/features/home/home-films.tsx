import type { TProject } from '@club/contract';
import { StarFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/format';
import { useProjectHome } from './api/get-project-home';
import { openProject } from './crowdfunding-zone';
import styles from './home.module.css';
import { HomeSection } from './home-section';

/** How many films the score list shows. */
const TOP_SCORES = 5;

/**
 * The best-scored films among those home lists, best first; films not yet scored (0) are left
 * out, and with them the whole list when none is.
 */
export function HomeScores() {
  const { t } = useTranslation();
  const { projects = [] } = useProjectHome();
  const ranked = projects
    .filter((p) => Number(p.score) > 0)
    .sort((a, b) => Number(b.score) - Number(a.score))
    .slice(0, TOP_SCORES);
  if (ranked.length === 0) return null;
  return (
    <HomeSection id="home-scores-title" title={t('home.scores')}>
      <ol className={`${styles.card} ${styles.scores}`} data-testid="home-scores">
        {ranked.map((project, i) => (
          <li key={project.id}>
            <button type="button" className={styles.scoreRow} onClick={() => openProject(project)}>
              <span className={styles.scoreRank}>{formatNumber(i + 1)}</span>
              <span className={styles.scoreTitle} dir="auto" data-testid="home-score-title">
                {project.title}
              </span>
              <span className={styles.scoreValue}>
                <StarFill className={styles.star} />{' '}
                {t('project.scoreValue', {
                  score: formatNumber(Number(project.score)),
                  max: formatNumber(10),
                })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

/** The lead actors of the films home lists, each with their films, in the order the films come. */
export function HomeActors() {
  const { t } = useTranslation();
  const { projects = [] } = useProjectHome();
  const byActor = new Map<string, TProject[]>();
  for (const project of projects) {
    if (!project.actor) continue;
    byActor.set(project.actor, [...(byActor.get(project.actor) ?? []), project]);
  }
  if (byActor.size === 0) return null;
  return (
    <HomeSection id="home-actors-title" title={t('home.actors')}>
      <ul className={`${styles.card} ${styles.actors}`} data-testid="home-actors">
        {[...byActor].map(([actor, films]) => (
          <li key={actor} className={styles.actor}>
            <span className={styles.actorName} dir="auto" data-testid="home-actor">
              {actor}
            </span>
            <span className={styles.actorFilms}>
              {films.map((project) => (
                <button
                  key={project.id}
                  type="button"
                  className={styles.actorFilm}
                  onClick={() => openProject(project)}
                  dir="auto"
                >
                  {project.title}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
