/** Spec §9: a resize (of the window, the keyboard, a box) is acted on at most once every 50 ms. */
export const RESIZE_THROTTLE_MS = 50;

export type Throttled<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/**
 * `fn` at most once every `ms`: the first call runs at once, the calls during the wait are folded into
 * one run with the last arguments at its end, so the final size is always acted on. `cancel` drops a
 * pending run (call it when the listener goes).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Throttled<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      const args = pending;
      pending = undefined;
      fn(...args);
      wait();
    }, ms);
  };
  const throttled = (...args: A) => {
    if (timer !== undefined) {
      pending = args;
      return;
    }
    fn(...args);
    wait();
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** A ResizeObserver whose callback is throttled to the spec's 50 ms; `disconnect` also drops a pending run. */
export function observeResize(targets: readonly Element[], onResize: () => void): { disconnect: () => void } {
  const throttled = throttle(onResize, RESIZE_THROTTLE_MS);
  const observer = new ResizeObserver(() => throttled());
  for (const target of targets) observer.observe(target);
  return {
    disconnect: () => {
      observer.disconnect();
      throttled.cancel();
    },
  };
}
