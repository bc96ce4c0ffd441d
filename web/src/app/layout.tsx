import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConnectionTimeout } from '../ui/connection-timeout';
import { PageLoading } from '../ui/page-loading';
import styles from './app.module.css';
import { AppTabBar } from './tab-bar';

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
      <AppTabBar />
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
