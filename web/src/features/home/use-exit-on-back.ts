import { useEffect } from 'react';
import { t } from '../../i18n';
import { historyGuard } from '../../shared/history-guard';
import { showToast } from '../../ui/toast';

export const EXIT_WINDOW_MS = 2000;
const guard = historyGuard('__exitGuard');

/**
 * "Press again to exit the app" (spec §2): home keeps a guard entry above itself in the history. Back
 * pops it, which we answer with the toast and a fresh guard; a second back within 2 s really leaves
 * (a browser cannot close itself, so "leave" is going back past home).
 */
export function useExitOnBack(): void {
  useEffect(() => {
    if (!guard.isCurrent()) guard.push();

    let lastBack = 0;
    const onPopState = () => {
      if (guard.isCurrent()) return; // went forward onto the guard again
      const now = Date.now();
      if (now - lastBack < EXIT_WINDOW_MS) {
        window.removeEventListener('popstate', onPopState);
        window.history.back();
        return;
      }
      lastBack = now;
      void showToast({ content: t('common.pressAgainToExit') });
      guard.push();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
}
