import type { TContentInput } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { contentKey } from './post-content-page';

export const postContentAdd = (input: TContentInput) =>
  post('admin/cms/content/add', input, { schema: contractSchema((c) => c.ZContentCreated) });

/** A new item, as a draft until it is published. */
export function useAddContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postContentAdd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
