import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './env';
import { register, shot } from './pages';

const WORKER = path.resolve(import.meta.dirname, '..', 'web', 'dist', 'sw.js');

test.use({ serviceWorkers: 'allow' });

/**
 * A newer build's service worker, for the length of `run`: sw.js changed on disk (its precompressed
 * copies set aside, or the server would send those), all of it put back afterwards.
 */
async function withNewerWorker(run: () => Promise<void>) {
  const copies = ['', '.br', '.gz'].filter((ext) => fs.existsSync(WORKER + ext));
  const saved = new Map(copies.map((ext) => [ext, fs.readFileSync(WORKER + ext)]));
  try {
    for (const ext of copies) if (ext) fs.rmSync(WORKER + ext);
    fs.appendFileSync(WORKER, '\n// a newer build\n');
    await run();
  } finally {
    for (const [ext, body] of saved) fs.writeFileSync(WORKER + ext, body);
  }
}

/** The service worker's registration as the page sees it, once it is active. */
function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    return { scope: registration.scope, state: worker?.state, script: worker?.scriptURL };
  });
}

test('the member app installs (manifest, icons, service worker) and opens to its shell offline; the back office is never cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('site-name')).toBeVisible();

  // The manifest: linked, parsed, and every icon an answering PNG.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href ?? '', page.url()).href;
  const manifest = await (await page.request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({ name: 'Film Club', display: 'standalone', start_url: './', scope: './' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
    '192x192',
    '512x512',
    '512x512',
  ]);
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }

  // The service worker: active, scoped to the app's root, and the browser finds the app installable.
  expect(await activeWorker(page)).toEqual({
    scope: `${E2E.baseUrl}/`,
    state: 'activated',
    script: `${E2E.baseUrl}/sw.js`,
  });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser context is incognito, where Chromium never installs; nothing else stands in the way.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);
  await cdp.detach();

  // The back office, in a fresh page: nothing of it comes from the worker, and offline it is gone.
  // (A worker's scope is a path prefix: the one at / is /admin/'s controller too, and cannot be made
  // otherwise while the member app lives at /. So the test is that it answers none of its requests.)
  const admin = await context.newPage();
  const fromWorker: string[] = [];
  admin.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await admin.goto('/admin/');
  await expect(admin.locator('input[type="password"]')).toBeVisible();
  expect(fromWorker).toEqual([]);

  // The worker caches the shell, never an API answer or a back office file.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => /^\/(?:api|admin)\//.test(path))).toEqual([]);

  // A member, whose pages need the server.
  await register(page, { phone: '2025550311', password: 'Offline-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  // Offline: the member app reloads to its shell with the offline state; the back office does not load.
  await context.setOffline(true);
  await expect(admin.goto('/admin/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await admin.close();
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(
    'You are offline — what you see was loaded before and may be out of date',
  );
  await expect(page.getByTestId('site-name')).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await shot(page, 'pwa-01-offline-home');

  // A page that needs the server says it is offline instead of loading forever.
  await page.goto('/#/pages/news/index');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-state')).toBeVisible();
  await shot(page, 'pwa-02-offline-page');

  // Back online: the banner goes and the page loads what it could not.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('offline-state')).toHaveCount(0);
  await shot(page, 'pwa-03-back-online');

  // A new build: it waits for the member's Reload, then the page runs on it.
  const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controllerBefore).toBe(`${E2E.baseUrl}/sw.js`);
  await withNewerWorker(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByTestId('update-prompt')).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toContainText('A new version is available');
    await shot(page, 'pwa-04-update-prompt');
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: Boolean(registration?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
  });
});
