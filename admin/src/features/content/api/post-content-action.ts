import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { contentKey } from './post-content-page';

export type ContentAction = 'publish' | 'unpublish' | 'delete';

/** What members read changes at once: an item shown, taken down, or removed. */
export const postContentAction = (action: ContentAction, id: number) =>
  post(`admin/cms/content/${action}`, { id });

export function useContentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ContentAction; id: number }) => postContentAction(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}
