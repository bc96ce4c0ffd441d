import { useSyncExternalStore } from 'react';

/** Chromium's install event: not in the DOM typings, as no standard defines it. */
type InstallPromptEvent = Event & { prompt: () => Promise<unknown> };

/**
 * How this browser can put the app on the home screen: our own button calls the browser's prompt,
 * iOS has no prompt but the Share menu, and an installed app (or a browser that offers neither) has
 * nothing to show.
 */
export type InstallWay = 'prompt' | 'ios' | 'none';

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Called once at launch: the browser fires `beforeinstallprompt` once, early and on whatever page
 * the member opened, so waiting for home to load would miss it. Held back (preventDefault) so the
 * prompt opens when the member asks for it, not as the browser's own banner.
 */
export function keepInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

// iPadOS Safari says it is a Mac; a touch screen tells them apart.
const ios = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

function installWay(): InstallWay {
  if (standalone()) return 'none';
  if (deferred) return 'prompt';
  return ios() ? 'ios' : 'none';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, installWay);
}

/** Opens the browser's install prompt; an event can prompt once, so it is let go afterwards. */
export async function promptInstall() {
  const event = deferred;
  if (!event) return;
  deferred = null;
  changed();
  await event.prompt();
}
