import { type PointerEvent, useEffect, useRef } from 'react';

/** Spec §9: a long press is 350 ms, and a finger may drift 10 px before it becomes a scroll. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;

/**
 * Handlers that call `onLongPress` when a finger (or mouse) stays down for 350 ms without moving
 * more than 10 px. The click that ends a long press is swallowed, so a picture held to save it does
 * not also open. The context menu (a right click, the menu key, a long press the browser saw first)
 * asks the same, in place of the browser's own menu.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const fired = useRef(false);
  const action = useRef(onLongPress);
  action.current = onLongPress;

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return;
      fired.current = false;
      start.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(() => {
        fired.current = true;
        action.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (Math.hypot(dx, dy) > LONG_PRESS_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture(event: { preventDefault(): void; stopPropagation(): void }) {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: { preventDefault(): void }) {
      event.preventDefault();
      cancel();
      if (fired.current) return;
      fired.current = false;
      action.current();
    },
  };
}
