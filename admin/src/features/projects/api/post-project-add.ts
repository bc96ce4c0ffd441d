import type { TProjectInput } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { projectsKey } from './post-project-page';

export const postProjectAdd = (input: TProjectInput) => post('admin/finance/proj/add', input);

/** A new project, as a draft until it is published. */
export function useAddProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postProjectAdd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
