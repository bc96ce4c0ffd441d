import type { TSettingUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { settingsKey } from './get-setting-list';

export const postSettingUpdate = (body: TSettingUpdateBody) =>
  post('admin/base/setting/update', body, { schema: contractSchema((c) => c.ZSettingList) });

/**
 * Sets values and resets keys, all or nothing; the answer is the whole list after the change. A
 * setting may change what any page reads (the currency, limits), so every other key is refetched.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSettingUpdate,
    onSuccess: (list) => {
      queryClient.setQueryData(settingsKey, list);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsKey[0] });
    },
  });
}
