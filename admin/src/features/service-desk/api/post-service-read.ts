import type { TDialogReadBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { queueKey } from './post-service-page';
import { unreadKey } from './post-service-unread';

export const postServiceRead = (body: TDialogReadBody) =>
  post('admin/chat/service/read', body, { schema: contractSchema((c) => c.ZDialogRead) });

/** Moves the desk's read pointer to the newest message an agent has on screen. */
export function useServiceRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postServiceRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey }),
        queryClient.invalidateQueries({ queryKey: unreadKey }),
      ]),
  });
}
