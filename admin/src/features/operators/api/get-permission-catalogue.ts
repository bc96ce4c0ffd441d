import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';

export const getPermissionCatalogue = () =>
  get('admin/base/role/permissions', undefined, {
    schema: contractSchema((c) => c.ZPermissionCatalogue),
  });

/** The permission keys of the server's route table, by module; it changes only with a new release. */
export function usePermissionCatalogue(enabled = true) {
  return useQuery({
    queryKey: ['permission-catalogue'],
    queryFn: getPermissionCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
