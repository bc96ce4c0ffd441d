import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { tasksKey } from './post-task-page';

export const postTaskDelete = (id: number) => post('admin/trailer/task/delete', { id });

/** Takes a task off members' lists; rewarded sessions keep their record. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTaskDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
