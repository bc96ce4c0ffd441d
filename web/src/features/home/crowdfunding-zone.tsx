import type { TProject } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { nav } from '../../shared/navigation';
import { projectDetailPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { ProjectCard, ProjectCardSkeleton } from '../../ui/project-card';
import { QueryState } from '../../ui/query-state';
import { useProjectHome } from './api/get-project-home';
import styles from './home.module.css';

export const openProject = (project: TProject) => nav.navigateTo(projectDetailPath(project.id));

/** The crowdfunding zone (spec §2): every open and past project, paged as the member scrolls. */
export function CrowdfundingZone() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const home = useProjectHome();
  const query = { ...home, data: home.projects };
  return (
    <div data-testid="home-projects">
      <QueryState query={query} loading={<ProjectCardSkeleton />}>
        {(projects) =>
          projects.length === 0 ? (
            <div className={styles.card}>
              <EmptyState compact description={t('home.emptyProjects')} />
            </div>
          ) : (
            <>
              {projects.map((project) => (
                <ProjectCard key={project.id} project={project} money={money} onOpen={openProject} />
              ))}
              <InfiniteFooter query={home} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
