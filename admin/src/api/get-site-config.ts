import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from './client';

export const getSiteConfig = () =>
  get('app/comm/comm/config', undefined, { schema: contractSchema((c) => c.ZSiteConfig) });

/**
 * The public site config: the platform currency and its exponent, read by every amount shown or
 * typed. Kept until a setting changes it (the settings page invalidates every other key).
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: getSiteConfig,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}
