import { create } from 'zustand';
import { storage } from '../lib/storage';
import { afterLayers } from '../ui/layers';
import { paths } from './paths';

/** react-router's navigate function and current location, bound by the route tree. */
type Navigate = {
  (to: string, opts?: { replace?: boolean }): Promise<void> | void;
  (delta: number): Promise<void> | void;
};
type Location = { pathname: string; search: string };

let navigate: Navigate | null = null;
let location: Location | null = null;
const afterLoginHooks = new Set<() => void>();

/** Lets code outside components (the request layer's logout, after-login) navigate. */
export function bindNavigator(fn: Navigate, current: Location): void {
  // The phone's back button while a tapped page was loading: that tap is off.
  if (location && (location.pathname !== current.pathname || location.search !== current.search)) {
    useNavigationPending.setState({ to: null });
  }
  navigate = fn;
  location = current;
}

/**
 * What a page needs before it can show: its code, and (`prefetch`) the data it opens with. A
 * prefetch gives a promise only when it has something to wait for (data not cached yet).
 */
export type PagePreparation = {
  load: () => Promise<unknown>;
  prefetch?: (query: Record<string, string>) => Promise<unknown> | undefined;
};

const pages = new Map<string, PagePreparation & { loaded?: boolean }>();

export function registerPage(path: string, preparation: PagePreparation): void {
  pages.set(path, preparation);
}

/** Starts loading a page's code and opening data; undefined when it has both already. */
function prepare(to: string): Promise<unknown> | undefined {
  const [pathname = '', search = ''] = to.split('?');
  const page = pages.get(pathname);
  if (!page) return undefined;
  const waits: Promise<unknown>[] = [];
  if (!page.loaded) {
    waits.push(
      page.load().then(() => {
        page.loaded = true;
      }),
    );
  }
  const data = page.prefetch?.(Object.fromEntries(new URLSearchParams(search)));
  if (data) waits.push(data);
  return waits.length > 0 ? Promise.allSettled(waits) : undefined;
}

/**
 * Past this, the next page shows with its own loading state rather than the old one waiting on.
 * Below it, the old page stays (with the progress line) until the next one can show whole.
 */
const PREPARE_WAIT_MS = 10_000;

/** The navigation waiting for its page, if any: the progress line shows while it is set. */
export const useNavigationPending = create<{ to: string | null }>(() => ({ to: null }));

function go(to: string, replace: boolean): void {
  const ready = prepare(to);
  if (!ready) {
    useNavigationPending.setState({ to: null });
    afterLayers(() => void navigate?.(to, { replace }));
    return;
  }
  useNavigationPending.setState({ to });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, PREPARE_WAIT_MS);
  });
  void Promise.race([ready, timeout]).then(() => {
    clearTimeout(timer);
    // A later tap wins: only the last navigation asked for goes ahead.
    if (useNavigationPending.getState().to !== to) return;
    useNavigationPending.setState({ to: null });
    afterLayers(() => void navigate?.(to, { replace }));
  });
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
  back: () => nav.backOr(paths.home),
  /**
   * Back to the page before; a page opened straight from a link has none, and goes to `parent`,
   * the page it belongs under.
   */
  backOr(parent: string): void {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) afterLayers(() => void navigate?.(-1));
    else go(parent, true);
  },
  /** Starts loading a page and its data ahead of a likely tap, and at launch for the first page. */
  preloadPage(path: string): void {
    void prepare(path);
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
