import type { TAnnouncementAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { announcementsKey } from './post-announcement-page';

/**
 * Copies a message into the message list of every member of the audience at once; the answer is
 * the sent announcement with how many members it reached. The server takes no Idempotency-Key here
 * (nothing moves money), so the form confirms before sending and sends once per click.
 */
export const postAnnouncementAdd = (body: TAnnouncementAddBody) =>
  post('admin/message/announcement/add', body, { schema: contractSchema((c) => c.ZAnnouncement) });

export function useAddAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnnouncementAdd,
    // Also after a failure: a lost answer may still have sent it, and the list then shows so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
