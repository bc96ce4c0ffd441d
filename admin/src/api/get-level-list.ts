import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from './client';

/** The levels page edits these; announcements pick one as their audience. */
export const levelsKey = ['levels'] as const;

export const getLevelList = () =>
  get('admin/member/level/list', undefined, { schema: contractSchema((c) => c.ZMemberLevel.array()) });

/**
 * The paid membership (VIP) and the tiers that unlock by invested principal (SVIP). `enabled: false`
 * for an operator whose role does not grant `member:level:read`, who would only get a 403.
 */
export function useLevels(opts: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: levelsKey, queryFn: getLevelList, enabled: opts.enabled ?? true });
}
