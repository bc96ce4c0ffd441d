import { storage } from '../api/storage';
import { paths } from './paths';

/** react-router's navigate function and current location, bound by the route tree. */
type Navigate = {
  (to: string, opts?: { replace?: boolean }): Promise<void> | void;
  (delta: number): Promise<void> | void;
};
type Location = { pathname: string; search: string };

let navigate: Navigate | null = null;
let location: Location | null = null;
const preloaders = new Map<string, () => Promise<unknown>>();
const afterLoginHooks = new Set<() => void>();

/** Lets code outside components (the request layer's logout, after-login) navigate. */
export function bindNavigator(fn: Navigate, current: Location): void {
  navigate = fn;
  location = current;
}

export function registerPreload(path: string, load: () => Promise<unknown>): void {
  preloaders.set(path, load);
}

function go(to: string, replace: boolean): void {
  void navigate?.(to, { replace });
}

/** How the user last logged in (stored as `loginType`, spec §2). */
export type LoginType = 'password' | 'register';

type RouterParams = { redirect?: string };

/** The page to return to after login, kept in `router-params` (spec §3) so a reload does not lose it. */
export function rememberLoginTarget(path: string): void {
  if (path !== paths.login) storage.set('router-params', { redirect: path } satisfies RouterParams);
}

/** The navigation modes of spec §2, on a hash history. */
export const nav = {
  navigateTo: (to: string) => go(to, false),
  redirectTo: (to: string) => go(to, true),
  /** A browser cannot drop its history; the closest is replacing the current entry. */
  reLaunch: (to: string) => go(to, true),
  switchTab: (to: string) => go(to, true),
  back(): void {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate?.(-1);
    else go(paths.home, true);
  },
  preloadPage(path: string): void {
    void preloaders.get(path)?.();
  },

  /** Sends the user to login, remembering where they were going. */
  login(from?: string): void {
    if (from) rememberLoginTarget(from);
    go(paths.login, true);
  },

  /** After login or register: back to the page before login, else home; records the login type. */
  nextLogin(type: LoginType): void {
    const params = storage.get<RouterParams>('router-params');
    storage.remove('router-params');
    storage.set('loginType', type);
    go(params?.redirect ?? paths.home, true);
    for (const hook of afterLoginHooks) hook();
  },

  onAfterLogin(hook: () => void): () => void {
    afterLoginHooks.add(hook);
    return () => afterLoginHooks.delete(hook);
  },

  currentPath(): string {
    return location ? `${location.pathname}${location.search}` : paths.home;
  },
};
