import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadAllTexts } from '../i18n';
import { ConnectionTimeout } from '../ui/connection-timeout';
import { PageLoading } from '../ui/page-loading';
import styles from './app.module.css';

/**
 * The tab bar and its icons (~10 KB gzipped) are a chunk of their own, off the first load of the
 * full-screen pages (login): a tab page's loader waits for it beside the page (routes.tsx), so the
 * bar is there when the page first renders.
 */
let LoadedTabBar: ComponentType | undefined;
export const loadTabBar = () =>
  // Its titles are among the texts beyond the login screen's (i18n/first-screen.ts).
  Promise.all([import('./tab-bar'), loadAllTexts()]).then(([m]) => {
    LoadedTabBar = m.AppTabBar;
    return m;
  });
const LazyTabBar = lazy(() => loadTabBar().then((m) => ({ default: m.AppTabBar })));

/**
 * A page chunk that fails to load (offline, timeout) shows the tap-to-retry state. Keyed by page:
 * each page gets a boundary of its own, and nothing of the page before stays behind it. The page
 * before stays on screen while the next loads through the navigation's wait (`shared/navigation.ts`),
 * after which the next page renders without suspending.
 */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[page] failed to render', error);
  }

  render() {
    return this.state.failed ? <ConnectionTimeout /> : this.props.children;
  }
}

function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <LoadBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </LoadBoundary>
  );
}

/** Every page: a phone-width column, centred on wide screens. */
export function AppFrame() {
  return (
    <div className={styles.frame}>
      <PageOutlet />
    </div>
  );
}

/** Pages of the bottom tab bar: the page is the main landmark, the tab bar its navigation. */
export function TabLayout() {
  return (
    <>
      <main className={styles.tabPage}>
        <PageOutlet />
      </main>
      {LoadedTabBar ? (
        <LoadedTabBar />
      ) : (
        <Suspense fallback={null}>
          <LazyTabBar />
        </Suspense>
      )}
    </>
  );
}

/** Full-screen pages: the whole page is the main landmark. */
export function StackLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
