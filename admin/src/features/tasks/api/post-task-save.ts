import type { TTaskAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { tasksKey } from './post-task-page';

export const postTaskAdd = (body: TTaskAddBody) => post('admin/trailer/task/add', body);
export const postTaskUpdate = (body: TTaskAddBody & { id: number }) =>
  post('admin/trailer/task/update', body);

/** Adds a task, or changes one when it has an id. */
export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTaskAddBody & { id?: number }) =>
      body.id === undefined ? postTaskAdd(body) : postTaskUpdate({ ...body, id: body.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKey }),
  });
}
