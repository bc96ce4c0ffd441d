import type { TPermissionCatalogue, TRoleItem } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';

export const ROLE_LIST = 'admin/base/role/list';
export const PERMISSION_CATALOGUE = 'admin/base/role/permissions';

/** Every role with its keys and how many operators hold it (only asked when the role may read roles). */
export function useRoles(enabled = true) {
  return useQuery({ queryKey: [ROLE_LIST], queryFn: () => get<TRoleItem[]>(ROLE_LIST), enabled });
}

/** The permission keys of the server's route table, by module; it changes only with a new release. */
export function usePermissionCatalogue(enabled = true) {
  return useQuery({
    queryKey: [PERMISSION_CATALOGUE],
    queryFn: () => get<TPermissionCatalogue>(PERMISSION_CATALOGUE),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
