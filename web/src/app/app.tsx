import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HashRouter } from 'react-router';
import { useSession } from '../api/session';
import { AppNotices } from '../features/offline/app-notices';
import type { AntdLocale } from './antd-locale';
import { NavigationProgress } from './navigation-progress';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/**
 * Chat in real time for the signed-in member: one socket for the session, whatever page is shown;
 * logging out (the token going) closes it. Loaded once signed in, so the login screen stays light.
 */
function ChatLive() {
  const queryClient = useQueryClient();
  const signedIn = useSession((s) => Boolean(s.token));
  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import('../features/chat/live').then(
      (live) => {
        if (!gone) stop = live.startChatSocket(queryClient);
      },
      (error) => console.error('[chat] socket module failed to load', error),
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [queryClient, signedIn]);
  return null;
}

export function App({ locale }: { locale: AntdLocale }) {
  return (
    <Providers locale={locale}>
      <ChatLive />
      <AppNotices />
      <NavigationProgress />
      {/* A route change commits at once: the wait for the next page is the navigation's own
          (shared/navigation.ts), which keeps the page before on screen. As a transition it could be
          held back by the new page's images or restarted by every update meanwhile. */}
      <HashRouter useTransitions={false}>
        <AppRoutes />
      </HashRouter>
    </Providers>
  );
}
