import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { danmuKey } from './post-danmu-page';

export const postDanmuStatus = (action: 'hide' | 'show', id: number) =>
  post(`admin/trailer/danmu/${action}`, { id });

/** Hides a danmu from members, or shows it to them again. */
export function useSetDanmuStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: 'hide' | 'show'; id: number }) => postDanmuStatus(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: danmuKey }),
  });
}
