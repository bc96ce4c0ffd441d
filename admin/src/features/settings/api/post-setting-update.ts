import type { TSettingUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { settingsKey } from './get-setting-list';

export const postSettingUpdate = (body: TSettingUpdateBody) =>
  post('admin/base/setting/update', body, { schema: contractSchema((c) => c.ZSettingUpdateAnswer) });

/**
 * Sets values and resets keys, all or nothing; the answer is the whole list after the change, or,
 * when a money setting is among them, the request a second operator must approve (nothing changed
 * yet, so nothing is refetched). A setting may change what any page reads (the currency, limits),
 * so every other key is refetched.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSettingUpdate,
    onSuccess: (answer) => {
      if (!Array.isArray(answer)) return;
      queryClient.setQueryData(settingsKey, answer);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== settingsKey[0] });
    },
  });
}
