import type { TLevelUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { levelsKey } from '../../../api/get-level-list';

export const postLevelUpdate = (body: TLevelUpdateBody) => post('admin/member/level/update', body);

/** A level's name and terms (VIP) or threshold, bonus and privilege values (SVIP). */
export function useUpdateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLevelUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: levelsKey }),
  });
}
