import { useEffect } from 'react';

/**
 * Loads a chunk the page will likely need on a tap (a sheet, a dialog) once the browser is idle
 * after the page has shown, so that the tap opens it at once without weighing on the first paint.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => {
      load().catch(() => {
        // Tried again, with its error shown, on the tap itself.
      });
    };
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(run, 1_000);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }, [load]);
}
