import type { TRevokeBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { incomeQuery } from '../../../shared/api/get-income';
import { investmentsKey, projectsKey } from '../../../shared/api/project-keys';

export const postRevoke = (body: TRevokeBody, idempotencyKey: string) =>
  post<null>('/app/finance/invest/revoke', body, { idempotencyKey });

/**
 * Revokes an investment inside its reflection period: the full principal comes back. A retry after
 * a lost answer reuses its key, so it cannot refund twice.
 */
export function useRevoke() {
  const queryClient = useQueryClient();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: TRevokeBody) => action.run(body, (key) => postRevoke(body, key)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: investmentsKey });
      void queryClient.invalidateQueries({ queryKey: projectsKey });
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    },
  });
}
