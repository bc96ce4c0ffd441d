import { startTransition, useEffect, useState } from 'react';

let painted = false;

/**
 * False until the app's first screen has painted, true from then on (for every later mount too):
 * what is below the fold renders after the part a member sees first, not before it.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    // A frame's callback runs before that frame paints; the timeout after it, once it has.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        // In slices, so the rest of the page does not hold a slow phone's main thread in one go.
        startTransition(() => setReady(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
