import { useEffect, useRef } from 'react';

/*
 * Every overlay the member can close — dialogs, action sheets, popups, the invest sheet, the
 * pay-password keypad, the image viewer, the trailer player, pickers — is a layer on one stack, and
 * each layer has an entry of its own in the browser's history, above its page and on the page's own
 * address. The phone's back button pops that entry, and Escape goes back the same way, so they close
 * the top layer first and leave the page only once no layer is open. A layer closed on screen (its
 * button, a tap on the mask) takes its entry off the history again; a navigation waits for that
 * (`layersSettled`), or the pending "back" would undo the navigation instead.
 */

const KEY = '__layers';

type Layer = { close: () => void };
const stack: Layer[] = [];
/** The address of the page the open layers belong to: their history entries all carry it. */
let pageAddress = '';
/** Where the member went while a closed layer's pop was still on its way; null when they stayed. */
let leftTo: string | null = null;
/** History entries of layers closed on screen, still to be popped by the `back` they asked for. */
let pendingPops = 0;
let waiters: (() => void)[] = [];

const depthNow = () => Number((window.history.state as Record<string, unknown> | null)?.[KEY] ?? 0);

function settle() {
  if (pendingPops > 0) return;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

/**
 * Heard first (capture, at the window), and kept from the page's own listeners (the exit and
 * leave guards, the router) when it is a layer's: the page's address has not changed.
 */
function onPopState(event: PopStateEvent) {
  const here = window.location.href;
  // A link or a typed address left the page under its layers: they close with it, and the router
  // hears the navigation (kept from it, the app would stay on the old page at the new address).
  if (here !== pageAddress && (stack.length > 0 || pendingPops > 0)) {
    while (stack.length > 0) stack.pop()?.close();
    if (pendingPops > 0) leftTo = here;
    return;
  }
  if (pendingPops > 0) {
    pendingPops -= 1;
    if (pendingPops === 0 && leftTo !== null) {
      // That pop came after the member left, and took them back to the page (to its own entry or to
      // a layer's, whichever the browser resolved first). The entry it landed on becomes the page
      // they went to, and the router hears it.
      const { [KEY]: _, ...state } = (window.history.state ?? {}) as Record<string, unknown>;
      window.history.replaceState(state, '', leftTo);
      leftTo = null;
      settle();
      return;
    }
    event.stopImmediatePropagation();
    settle();
    return;
  }
  if (stack.length === 0) return;
  // Back (or a jump of several entries) lands below the layers above it: they close, top first.
  const depth = depthNow();
  if (stack.length <= depth) return;
  event.stopImmediatePropagation();
  while (stack.length > depth) stack.pop()?.close();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || stack.length === 0 || event.defaultPrevented) return;
  event.preventDefault();
  window.history.back();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
  window.addEventListener('keydown', onKeyDown);
}

/**
 * Opens a layer that `close` closes, with its history entry. Answers `release`, to call once it is
 * closed whatever closed it: a layer closed on screen takes its entry off the history again.
 */
export function openLayer(close: () => void): () => void {
  listen();
  const layer: Layer = { close };
  if (stack.length === 0) pageAddress = window.location.href;
  stack.push(layer);
  window.history.pushState({ ...(window.history.state ?? {}), [KEY]: stack.length }, '');
  return () => {
    const at = stack.indexOf(layer);
    if (at < 0) return; // closed by Back: its entry is gone already
    stack.splice(at, 1);
    if (depthNow() > stack.length) {
      pendingPops += 1;
      window.history.back();
    }
  };
}

/** How many layers are open (for tests and for code that must not act under one). */
export const openLayers = () => stack.length;

/**
 * Resolves once the history holds no entry of a closed layer: a navigation starts after it. Layers
 * still open when the member leaves the page close first, with their entries.
 */
export function layersSettled(): Promise<void> {
  listen();
  if (stack.length > 0) {
    const open = stack.length;
    while (stack.length > 0) stack.pop()?.close();
    if (depthNow() >= open) {
      pendingPops += 1;
      window.history.go(-open);
    }
  }
  if (pendingPops === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/** Runs `fn` (a navigation) at once when no layer is open or closing, else once they settled. */
export function afterLayers(fn: () => void): void {
  if (stack.length === 0 && pendingPops === 0) fn();
  else void layersSettled().then(fn);
}

/** Makes an overlay a layer while `open`: Back and Escape call `close`. */
export function useLayer(open: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    return openLayer(() => latest.current());
  }, [open]);
}
