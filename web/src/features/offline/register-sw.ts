import { offerUpdate } from './update';

/** The app stays open for days on a phone: look for a new build hourly, not only at launch. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (offline shell, built by vite-plugin-pwa in `prompt` mode). A new
 * build installs in the background and waits; the update prompt lets the member choose the moment,
 * then every open tab reloads onto it. By hand rather than through workbox-window: this is all of
 * it we use, at a tenth of the bytes on the first load.
 */
export async function registerServiceWorker(): Promise<void> {
  const sw = navigator.serviceWorker;
  // Without a controller this is the first install: nothing older is on screen to replace.
  const updating = Boolean(sw.controller);
  const registration = await sw.register('./sw.js', { scope: './' });
  // A browser that refuses workers (an automation blocking them) answers nothing to register.
  if (!registration) return;

  const offer = (worker: ServiceWorker) => offerUpdate(() => worker.postMessage({ type: 'SKIP_WAITING' }));
  if (registration.waiting && updating) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offer(worker);
    });
  });

  // The waiting worker took over (here or in another tab): the page's files are the old build's.
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    window.location.reload();
  });

  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
