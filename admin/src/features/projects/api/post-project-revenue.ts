import type { TRevenueBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { projectsKey } from './post-project-page';

/** The form holds the source as its select's plain string; the server checks it is one of REVENUE_SOURCES. */
type RevenueBody = Omit<TRevenueBody, 'source'> & { source: string };

export const postProjectRevenue = (body: RevenueBody, idempotencyKey: string) =>
  post('admin/finance/proj/revenue', body, { idempotencyKey });

/**
 * Records revenue into the project's returns account (due days it could not pay are paid from it,
 * oldest first). The same form retried after an unknown outcome reuses its Idempotency-Key.
 */
export function useRecordRevenue() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: RevenueBody) => action.run(body, (key) => postProjectRevenue(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
