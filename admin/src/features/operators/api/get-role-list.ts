import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const getRoleList = () =>
  get('admin/base/role/list', undefined, { schema: contractSchema((c) => c.ZRoleList) });

/** Every role with its keys and how many operators hold it (only asked when the role may read roles). */
export function useRoles(enabled = true) {
  return useQuery({ queryKey: [...operatorsKey, 'roles'], queryFn: getRoleList, enabled });
}
