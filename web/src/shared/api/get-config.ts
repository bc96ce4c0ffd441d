import type { TSiteConfig } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';
import { storage } from '../../lib/storage';

/** The platform currency and its minor-unit exponent, as the wallet figures carry them. */
export type Currency = { currency: string; currencyExponent: number };

/** What `config` holds locally: the site config (currency included) plus the launch flags (isApp, spec §2). */
export type StoredConfig = Partial<Pick<TSiteConfig, 'siteName' | 'description'>> & {
  isApp?: boolean;
  currency?: Currency;
};

export function readConfig(): StoredConfig {
  return storage.get<StoredConfig>('config') ?? {};
}

export function writeConfig(patch: StoredConfig): void {
  storage.set('config', { ...readConfig(), ...patch });
}

export async function getConfig(signal?: AbortSignal): Promise<TSiteConfig> {
  const tempUserId = storage.get<string>('tempUserId') ?? undefined;
  // Public text needed at launch: not parsed with the contract's schema, which would put zod
  // (~25 KB gzipped) on every route's first load.
  const config = await get<TSiteConfig>('/app/comm/comm/config', { tempUserId }, { signal });
  storage.set('tempUserId', config.tempUserId);
  writeConfig({
    siteName: config.siteName,
    description: config.description,
    currency: { currency: config.currency, currencyExponent: config.currencyExponent },
  });
  return config;
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The site config; the copy stored by the last launch shows until the fresh one arrives. */
export function useConfig() {
  const query = useQuery(configQuery);
  const stored = readConfig();
  return {
    ...query,
    siteName: query.data?.siteName ?? stored.siteName,
    description: query.data?.description ?? stored.description,
    currency: query.data
      ? { currency: query.data.currency, currencyExponent: query.data.currencyExponent }
      : stored.currency,
  };
}
