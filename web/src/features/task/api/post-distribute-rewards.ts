import type { TDistributeRewardsBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { incomeQuery } from '../../../shared/api/get-income';
import { taskListKey, taskRecordsKey } from './keys';

/**
 * The server pays a session once (a repeat answers TASK_ALREADY_REWARDED), so the session itself is
 * the key that keeps a retried claim from paying twice.
 */
export const postDistributeRewards = (body: TDistributeRewardsBody) =>
  post('/app/trailer/task/distributeRewards', body, { schema: contractSchema('task', (c) => c.ZTaskReward) });

/**
 * Claims a watched session's reward: paid to the wallet now, or waiting for the marketing budget
 * (`paid: false`). Either way the task is rewarded, so the list, the records and the wallet change.
 */
export function useDistributeRewards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDistributeRewards,
    onSettled: () => {
      // A refusal (already rewarded, expired) also means the list the member saw is out of date. The
      // open session is left alone: asking for it again would restart the watch.
      void queryClient.invalidateQueries({ queryKey: taskListKey });
      void queryClient.invalidateQueries({ queryKey: taskRecordsKey });
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    },
  });
}
