import { MINUTE_MS } from '@club/contract/lib/time';
import { useEffect, useState } from 'react';

/**
 * Whole minutes until `deadline` (epoch ms), rounded up. It re-renders on each minute boundary of
 * the deadline rather than on a free-running interval, so the figure steps when a minute has really
 * passed and reaches 0 at the deadline.
 */
export function useMinutesLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      if (left > 0) timer = setTimeout(tick, left % MINUTE_MS || MINUTE_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / MINUTE_MS));
}
