import { storage } from '../lib/storage';
import { configQuery, writeConfig } from '../shared/api/get-config';
import { queryClient } from '../shared/query-client';

export const DEFAULT_THEME = 'gold';
export const CONFIG_DELAY_MS = 50;

/** `is_app` may sit before the hash (`/?is_app=1#/`) or in the hash route's query (`#/?is_app=1`). */
export function readIsAppFlag(location: Pick<Location, 'search' | 'hash'>): boolean | undefined {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : '';
  for (const query of [location.search, hashQuery]) {
    const value = new URLSearchParams(query).get('is_app');
    if (value !== null) return !['0', 'false', ''].includes(value.toLowerCase());
  }
  return undefined;
}

export function applyTheme(): string {
  let theme = storage.get<string>('theme');
  if (!theme) {
    theme = DEFAULT_THEME;
    storage.set('theme', theme);
  }
  document.documentElement.dataset.theme = theme;
  return theme;
}

/** Loads the site config (and the temporary user id); a failure is logged and rethrown (spec §8). */
export async function initConfig(): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...configQuery, staleTime: 0 });
  } catch (error) {
    console.error('[launch] config initialisation failed', error);
    throw error;
  }
}

/** Launch (spec §2): the isApp flag, the theme, and the config 50 ms later. */
export function launch(): void {
  const isApp = readIsAppFlag(window.location);
  if (isApp !== undefined) writeConfig({ isApp });
  applyTheme();
  setTimeout(() => {
    // Logged and rethrown inside initConfig; caught here so a failure never becomes an app crash.
    initConfig().catch(() => undefined);
  }, CONFIG_DELAY_MS);
}
