import { useCallback, useEffect, useRef, useState } from 'react';

/** Cells of the ring around the draw button. */
export const RING_SIZE = 8;
/** Whole laps before the highlight slows down towards its cell. */
const LAPS = 2;
const STEP_MS = 60;
/** The last steps slow down, the way a wheel comes to rest. */
const SLOW_STEPS = 8;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The highlight running around the ring, stopping on `target`, a cell the server's answer chose.
 * With reduced motion it goes straight there.
 */
export function useRingSpin() {
  const [active, setActive] = useState<number>();
  const position = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (target: number) =>
      new Promise<void>((resolve) => {
        const land = (cell: number) => {
          position.current = cell;
          setActive(cell);
        };
        if (prefersReducedMotion()) {
          land(target);
          resolve();
          return;
        }
        const from = position.current;
        const steps = LAPS * RING_SIZE + ((target - from + RING_SIZE) % RING_SIZE);
        let step = 0;
        const tick = () => {
          step += 1;
          land((from + step) % RING_SIZE);
          if (step >= steps) {
            resolve();
            return;
          }
          const slowing = Math.max(0, step - (steps - SLOW_STEPS));
          timer.current = setTimeout(tick, STEP_MS + slowing * slowing * 6);
        };
        timer.current = setTimeout(tick, STEP_MS);
      }),
    [],
  );
  return { active, run };
}
