import type { TProjectInput } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { projectsKey } from './post-project-page';

export const postProjectUpdate = (id: number, input: TProjectInput) =>
  post('admin/finance/proj/update', { id, ...input });

/** Edits a project; once members have invested, the server refuses changes to their terms. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TProjectInput }) => postProjectUpdate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
