import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_SYNC_DEBOUNCE_MS, useDebounced } from './use-debounced';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];
function Follower({ value, ms }: { value: string; ms?: number }) {
  const settled = useDebounced(value, ms);
  seen.push(settled);
  return <output>{settled}</output>;
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const shown = () => container.querySelector('output')?.textContent;
const typed = (value: string, ms?: number) => act(() => root.render(<Follower value={value} ms={ms} />));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  seen.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('follows the input 100 ms after the last key, and only then', () => {
    expect(INPUT_SYNC_DEBOUNCE_MS).toBe(100);
    typed('1');
    typed('12');
    wait(INPUT_SYNC_DEBOUNCE_MS - 1);
    expect(shown()).toBe('1');
    // Each key starts the wait again: keys 60 ms apart never settle in between.
    typed('123');
    wait(60);
    typed('1234');
    wait(INPUT_SYNC_DEBOUNCE_MS - 1);
    expect(shown()).toBe('1');
    wait(1);
    expect(shown()).toBe('1234');
    // The values in between were never followed.
    expect(seen).not.toContain('12');
    expect(seen).not.toContain('123');
  });

  it('waits as long as it is told where a caller names its own time', () => {
    typed('a', 500);
    typed('ab', 500);
    wait(INPUT_SYNC_DEBOUNCE_MS);
    expect(shown()).toBe('a');
    wait(400);
    expect(shown()).toBe('ab');
  });
});
