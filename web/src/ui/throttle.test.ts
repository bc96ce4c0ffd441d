import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observeResize, RESIZE_THROTTLE_MS, throttle } from './throttle';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('throttle', () => {
  it('runs at once, then at most once per 50 ms with the last arguments', () => {
    expect(RESIZE_THROTTLE_MS).toBe(50);
    const fn = vi.fn();
    const throttled = throttle(fn, RESIZE_THROTTLE_MS);
    throttled(1);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled(2);
    throttled(3);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS - 1);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    // A call inside the next 50 ms waits for their end too.
    vi.advanceTimersByTime(20);
    throttled(4);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(30);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
    // Quiet for 50 ms, the next call runs at once again.
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    throttled(5);
    expect(fn.mock.calls).toEqual([[1], [3], [4], [5]]);
  });

  it('runs nothing more once cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, RESIZE_THROTTLE_MS);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS * 2);
    expect(fn.mock.calls).toEqual([[1]]);
  });
});

describe('observeResize', () => {
  it('acts on a burst of resizes at its start and its end, and on none after disconnecting', () => {
    let report: () => void = () => undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect = disconnect;
      },
    );
    const box = document.createElement('div');
    const onResize = vi.fn();
    const observer = observeResize([box], onResize);
    expect(observed).toEqual([box]);
    for (let i = 0; i < 10; i++) {
      report();
      vi.advanceTimersByTime(4);
    }
    expect(onResize).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(onResize).toHaveBeenCalledTimes(2);
    report();
    vi.advanceTimersByTime(10);
    report();
    observer.disconnect();
    vi.advanceTimersByTime(RESIZE_THROTTLE_MS);
    expect(onResize).toHaveBeenCalledTimes(3);
    expect(disconnect).toHaveBeenCalled();
  });
});
