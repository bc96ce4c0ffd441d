import type { TAnnouncementAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { announcementsKey } from './post-announcement-page';

/**
 * Copies a message into the message list of every member of the audience at once; the answer is
 * the sent announcement with how many members it reached. The same form retried after an unknown
 * outcome reuses its Idempotency-Key, so no member gets it twice.
 */
export const postAnnouncementAdd = (body: TAnnouncementAddBody, idempotencyKey: string) =>
  post('admin/message/announcement/add', body, {
    idempotencyKey,
    schema: contractSchema((c) => c.ZAnnouncement),
  });

export function useAddAnnouncement() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TAnnouncementAddBody) => action.run(body, (key) => postAnnouncementAdd(body, key)),
    // Also after a failure: a lost answer may still have sent it, and the list then shows so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
  });
}
