import type { TContentInput } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { contentKey } from './post-content-page';

export const postContentUpdate = (id: number, input: TContentInput) =>
  post('admin/cms/content/update', { id, ...input });

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TContentInput }) => postContentUpdate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
