import type { TDisburseBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { projectsKey } from './post-project-page';

export const postProjectDisburse = (body: TDisburseBody, idempotencyKey: string) =>
  post('admin/finance/proj/disburse', body, { idempotencyKey });

/**
 * Takes money out of the project's principal account (refused while it is still fundraising, when
 * members may revoke). The same form retried after an unknown outcome reuses its Idempotency-Key,
 * so it moves once.
 */
export function useDisburse() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TDisburseBody) => action.run(body, (key) => postProjectDisburse(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
