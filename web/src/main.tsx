import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './api/client';
import { onLogout } from './api/session';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { launch } from './app/launch';
import { initI18n, initialLanguage } from './i18n';
import { storage } from './lib/storage';
import { keepInstallPrompt } from './shared/install-prompt';
import { nav } from './shared/navigation';
import { paths } from './shared/paths';
import { queryClient } from './shared/query-client';

/**
 * The service worker a few seconds after the first load, when the browser is idle: its precache of
 * the whole shell is for the next visit, and on this one the first screen's requests go first.
 */
const SERVICE_WORKER_DELAY_MS = 3_000;

function registerServiceWorkerLater() {
  // The dev server builds no worker.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./features/offline/register-sw')
      .then((sw) => sw.registerServiceWorker())
      .catch((error) => console.error('[pwa] service worker registration failed', error));
  };
  window.addEventListener(
    'load',
    () => {
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
        else register();
      }, SERVICE_WORKER_DELAY_MS);
    },
    { once: true },
  );
}

async function start() {
  // TanStack Query trusts only `online`/`offline` events and starts out assuming a network: opened
  // offline, its queries fail (pages show the offline state) rather than wait. When the network
  // comes back, those go out again, as the ones an `offline` event paused do.
  window.addEventListener('online', () => {
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
  keepInstallPrompt();
  launch();
  // The first page's code and data start now, beside the texts, not after the first render.
  nav.preloadPage(window.location.hash.replace(/^#/, '') || paths.home);
  registerServiceWorkerLater();
  const language = initialLanguage();
  const [, locale] = await Promise.all([initI18n(language), loadAntdLocale(language)]);

  // Logout (spec §4): empty the memory state and relaunch to login.
  onLogout(() => {
    queryClient.clear();
    storage.remove('router-params');
    nav.reLaunch(paths.login);
  });
  // Another tab logged out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === 'token' && event.newValue === null) void logout();
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for the whole tree.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App locale={locale} />
      </StrictMode>,
    );
  });
}

void start();
