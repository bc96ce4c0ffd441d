import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './long-press';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Held({ onLongPress, onClick }: { onLongPress: () => void; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} {...useLongPress(onLongPress)}>
      picture
    </button>
  );
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const pressed = vi.fn();
const clicked = vi.fn();
const button = () => container.querySelector('button') as HTMLButtonElement;
// jsdom has no PointerEvent; React reads the same fields off a mouse event of that name.
const pointer = (type: string, x = 10, y = 10) =>
  act(() => {
    button().dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }));
  });

beforeEach(() => {
  vi.useFakeTimers();
  pressed.mockReset();
  clicked.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Held onLongPress={pressed} onClick={clicked} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('a long press', () => {
  it('fires after 350 ms held still, and the click that ends it does not also tap', () => {
    pointer('pointerdown');
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(pressed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(pressed).toHaveBeenCalledTimes(1);
    pointer('pointerup');
    act(() => button().click());
    expect(clicked).not.toHaveBeenCalled();
    // The next plain tap is a tap again.
    act(() => button().click());
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('is a tap when released early, and nothing when the finger drifts over 10 px (a scroll)', () => {
    pointer('pointerdown');
    act(() => vi.advanceTimersByTime(200));
    pointer('pointerup');
    act(() => vi.advanceTimersByTime(500));
    act(() => button().click());
    expect(pressed).not.toHaveBeenCalled();
    expect(clicked).toHaveBeenCalledTimes(1);

    pointer('pointerdown', 10, 10);
    pointer('pointermove', 16, 16);
    act(() => vi.advanceTimersByTime(200));
    expect(pressed).not.toHaveBeenCalled();
    pointer('pointermove', 10, 22);
    act(() => vi.advanceTimersByTime(500));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('answers the context menu (a right click, the menu key) with the same menu, not the browser’s', () => {
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    act(() => {
      button().dispatchEvent(menu);
    });
    expect(menu.defaultPrevented).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
