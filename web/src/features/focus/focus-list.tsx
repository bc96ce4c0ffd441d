import type { TProject } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { projectDetailPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { ProjectCard, ProjectCardSkeleton, projectListClass } from '../../ui/project-card';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { type FocusKind, useFocusProjects } from './api/get-focus-projects';

const openProject = (project: TProject) => nav.navigateTo(projectDetailPath(project.id));

/** My collect or my focus: the projects, as cards, page by page. */
export function FocusList({ kind, title }: { kind: FocusKind; title: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const focus = useFocusProjects(kind);
  const query = { ...focus, data: focus.projects };
  return (
    <>
      <PageNavBar title={title} />
      <Refreshable onRefresh={focus.refetch}>
        <div className={projectListClass} data-testid={`focus-${kind}`}>
          <QueryState query={query} loading={<ProjectCardSkeleton />}>
            {(projects) =>
              projects.length === 0 ? (
                <EmptyState description={t(`focus.empty.${kind}`)} />
              ) : (
                <>
                  {projects.map((project) => (
                    <ProjectCard key={project.id} project={project} money={money} onOpen={openProject} />
                  ))}
                  <InfiniteFooter query={focus} />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}
