import type { TRoleUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postRoleUpdate = (body: TRoleUpdateBody) => post('admin/base/role/update', body);

/** A role's name or keys (not the operator's own role, nor one with keys they lack). */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
