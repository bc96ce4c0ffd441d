import { storage } from '../api/storage';
import { paths } from './paths';

/** The part of react-router's data router this module needs (kept narrow for tests). */
type Router = {
  navigate(to: string | number, opts?: { replace?: boolean }): Promise<void> | void;
  state: { location: { pathname: string; search: string } };
};

let router: Router | null = null;
const preloaders = new Map<string, () => Promise<unknown>>();
const afterLoginHooks = new Set<() => void>();

export function bindRouter(instance: Router): void {
  router = instance;
}

export function registerPreload(path: string, load: () => Promise<unknown>): void {
  preloaders.set(path, load);
}

function go(to: string, replace: boolean): void {
  void router?.navigate(to, { replace });
}

/** How the user last logged in (stored as `loginType`, §2). */
export type LoginType = 'password' | 'register';

type RouterParams = { redirect?: string };

/** The navigation modes of §2, on a hash history. */
export const nav = {
  navigateTo: (to: string) => go(to, false),
  redirectTo: (to: string) => go(to, true),
  /** A browser cannot drop its history; the closest is replacing the current entry. */
  reLaunch: (to: string) => go(to, true),
  switchTab: (to: string) => go(to, true),
  back(): void {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void router?.navigate(-1);
    else go(paths.home, true);
  },
  preloadPage(path: string): void {
    void preloaders.get(path)?.();
  },

  /** Sends the user to login, remembering where they were going. */
  login(from?: string): void {
    if (from && from !== paths.login) storage.set('router-params', { redirect: from } satisfies RouterParams);
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
    const location = router?.state.location;
    return location ? `${location.pathname}${location.search}` : paths.home;
  },
};
