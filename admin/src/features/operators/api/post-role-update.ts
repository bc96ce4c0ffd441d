import type { TRoleUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postRoleUpdate = (body: TRoleUpdateBody) =>
  post('admin/base/role/update', body, { schema: contractSchema((c) => c.ZRoleUpdateAnswer) });

/**
 * A role's name or keys (not the operator's own role, nor one with keys they lack). A change that
 * gives or takes a money permission is a request a second operator must approve (answered with its id).
 */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
