import type { TProject } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { useHotProjects } from '../../shared/api/get-hot-projects';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { projectDetailPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { ProjectCard, ProjectCardSkeleton, projectListClass } from '../../ui/project-card';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';

const openProject = (project: TProject) => nav.navigateTo(projectDetailPath(project.id));

/** Hot tab: the projects the operators marked hot, with their real figures. */
export default function HotPage() {
  const { t } = useTranslation();
  const hot = useHotProjects();
  const { money } = useMoney();
  return (
    <>
      <PageNavBar title={t('pages.hot')} back={false} />
      <Refreshable onRefresh={hot.refetch}>
        <div className={projectListClass} data-testid="hot-projects">
          <QueryState query={hot} loading={<ProjectCardSkeleton />}>
            {(projects) =>
              projects.length === 0 ? (
                <EmptyState description={t('placeholder.hot')} />
              ) : (
                projects.map((project) => (
                  <ProjectCard key={project.id} project={project} money={money} onOpen={openProject} />
                ))
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}
