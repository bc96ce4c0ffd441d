import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const settingsKey = ['settings'] as const;

export const getSettingList = () =>
  get('admin/base/setting/list', undefined, { schema: contractSchema((c) => c.ZSettingList) });

/** Every setting with its descriptor, default, current value and whether an operator set it. */
export function useSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSettingList });
}
