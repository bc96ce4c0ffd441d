import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { projectsKey } from './post-project-page';

export type ProjectAction = 'publish' | 'close';

/** `publish` (a draft goes on sale on its dates) or `close` (fundraising ends now). */
export const postProjectAction = (action: ProjectAction, id: number) =>
  post(`admin/finance/proj/${action}`, { id });

export function useProjectAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ProjectAction; id: number }) => postProjectAction(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
