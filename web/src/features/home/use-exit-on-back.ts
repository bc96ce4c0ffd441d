import { useEffect } from 'react';
import { t } from '../../i18n';
import { showToast } from '../../ui/toast';

export const EXIT_WINDOW_MS = 2000;
const GUARD = '__exitGuard';

type GuardState = Record<string, unknown> | null;

/**
 * "Press again to exit the app" (spec §2): home keeps a guard entry above itself in the history. Back
 * pops it, which we answer with the toast and a fresh guard; a second back within 2 s really leaves
 * (a browser cannot close itself, so "leave" is going back past home).
 */
export function useExitOnBack(): void {
  useEffect(() => {
    const isGuard = () => Boolean((window.history.state as GuardState)?.[GUARD]);
    const pushGuard = () => window.history.pushState({ ...(window.history.state ?? {}), [GUARD]: true }, '');
    if (!isGuard()) pushGuard();

    let lastBack = 0;
    const onPopState = () => {
      if (isGuard()) return; // went forward onto the guard again
      const now = Date.now();
      if (now - lastBack < EXIT_WINDOW_MS) {
        window.removeEventListener('popstate', onPopState);
        window.history.back();
        return;
      }
      lastBack = now;
      void showToast({ content: t('common.pressAgainToExit') });
      pushGuard();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
