import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadline` (epoch ms), or undefined while there is none. It re-renders on each
 * second boundary of the deadline rather than on a free-running interval, so the figure changes when
 * a second has really passed and reaches 0 at the deadline, not up to a second late.
 */
export function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = deadline - current;
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000));
}
