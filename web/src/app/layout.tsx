import { Component, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConnectionTimeout } from '../ui/connection-timeout';
import { PageLoading } from '../ui/page-loading';
import styles from './app.module.css';
import { AppTabBar } from './tab-bar';

/**
 * A page chunk that fails to load (offline, timeout) shows the tap-to-retry state, until the next
 * page. Not keyed by page: the Suspense inside must stay mounted, so that a page still loading
 * keeps the one before on screen (navigations are transitions) rather than blanking it.
 */
class LoadBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean; pathname: string }
> {
  state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

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
    <LoadBoundary pathname={pathname}>
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
