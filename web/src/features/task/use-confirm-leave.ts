import { useCallback, useEffect, useRef } from 'react';
import { nav } from '../../app/navigation';

const GUARD = '__leaveGuard';

const onGuard = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
const pushGuard = () => window.history.pushState({ ...(window.history.state ?? {}), [GUARD]: true }, '');

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
    if (!onGuard()) pushGuard();
    guarded.current = true;
    const onPopState = async () => {
      if (onGuard()) return; // forward onto the guard again
      guarded.current = false;
      if (await stayRef.current()) {
        pushGuard();
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
      if (guarded.current && onGuard()) window.history.back();
      guarded.current = false;
    };
  }, [active]);

  return useCallback(() => {
    if (guarded.current) window.history.back();
    else nav.back();
  }, []);
}
