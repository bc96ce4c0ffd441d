import './app/antd-react19';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { logout } from './api/client';
import { onLogout } from './api/session';
import { storage } from './api/storage';
import { loadAntdLocale } from './app/antd-locale';
import { App } from './app/app';
import { launch } from './app/launch';
import { nav } from './app/navigation';
import { paths } from './app/paths';
import { queryClient } from './app/query-client';
import { initI18n, initialLanguage } from './i18n';

async function start() {
  launch();
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
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  );
}

void start();
