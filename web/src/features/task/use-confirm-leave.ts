import { useCallback, useEffect, useRef } from 'react';
import { historyGuard } from '../../shared/history-guard';
import { nav } from '../../shared/navigation';

const guard = historyGuard('__leaveGuard');

/**
 * While `active`, leaving asks first, whether the member taps the page's back button or the phone's
 * own: a guard entry above the page in the history catches the device's back, and the page's button
 * goes back onto it the same way. `stay()` resolving true keeps the member on the page (and puts the
 * guard back). Returns the page's back action.
 */
export function useConfirmLeave(active: boolean, stay: () => Promise<boolean>): () => void {
  const guarded = useRef(false);
  const stayRef = useRef(stay);
  stayRef.current = stay;

  useEffect(() => {
    if (!active) return;
    if (!guard.isCurrent()) guard.push();
    guarded.current = true;
    const onPopState = async () => {
      if (guard.isCurrent()) return; // forward onto the guard again
      guarded.current = false;
      if (await stayRef.current()) {
        guard.push();
        guarded.current = true;
        return;
      }
      window.removeEventListener('popstate', onPopState);
      nav.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      // No more question to ask: the guard goes, so the next back leaves at once.
      if (guarded.current && guard.isCurrent()) window.history.back();
      guarded.current = false;
    };
  }, [active]);

  return useCallback(() => {
    if (guarded.current) window.history.back();
    else nav.back();
  }, []);
}
