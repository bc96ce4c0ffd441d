import { devices, expect, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { E2E } from './env';
import { register, shot } from './pages';

test('home leads a guest to log in for the invitation, and a member to the invitation, the rules and the app', async ({
  page,
  request,
}) => {
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const film = openProject(now);
  await ops.publishProject(film);
  await ops.publishProject({
    ...film,
    texts: { en: { ...film.texts.en, title: 'Salt Road' } },
    score: '9.1',
    sort: 900,
  });
  await ops.publishContent({
    kind: 'qualifications',
    texts: {
      en: { title: 'Licences and audits', body: '<p>Audited every year by an independent firm.</p>' },
    },
  });
  await ops.publishContent({ kind: 'partner', texts: { en: { title: 'Northlight Distribution' } } });
  await ops.publishContent({ kind: 'partner', texts: { en: { title: 'Harbour Sound Studios' } } });
  await page.goto('/#/');
  const shortcuts = page.locator('nav', { has: page.getByTestId('home-shortcut-company') });
  await expect(shortcuts.getByTestId('home-shortcut-invite')).toHaveText('Invite');
  await expect(shortcuts.getByTestId('home-shortcut-rules')).toHaveText('Rules');
  await page.getByTestId('home-shortcut-invite').click();
  await expect(page).toHaveURL(/pages\/user\/login/);

  // Signed up, the member goes on to the invitation they asked for.
  await register(page, { phone: '2025550471', password: 'Entries-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('invite-code')).toBeVisible();
  // A fresh load of home (without a hash it is not an in-page jump). In CI a tap on the shortcut,
  // made while the page was still settling, twice landed on the tab bar (Chat room), which the
  // shortcut's place did not explain (issue 29's note): tapped again from a fresh load if so.
  await expect(async () => {
    await page.goto('/');
    await page.getByTestId('home-shortcut-invite').click();
    await expect(page.getByTestId('invite-code')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.goBack();
  await page.getByTestId('home-shortcut-rules').click();
  await expect(page.getByTestId('member-clause-text')).toBeVisible();
  await page.goBack();

  // The browser's install offer, as Chromium fires it when the app meets its install criteria.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as { prompted?: boolean }).prompted = true;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByTestId('home-shortcut-app')).toHaveText('App');
  await shortcuts.scrollIntoViewIfNeeded();
  await shot(page, 'home-entries');
  await page.getByTestId('home-shortcut-app').click();
  expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);
  await expect(page.getByTestId('home-shortcut-app')).toHaveCount(0);

  // Below the first screen: the films by score, and their lead actor with both.
  const scores = page.getByTestId('home-scores');
  // The journeys share one server: other films may be listed beside these.
  await expect(scores).toContainText('Salt Road');
  const actors = page.getByTestId('home-actors');
  await expect(actors).toContainText('Mara Quist');
  await expect(actors).toContainText('Salt Road');
  await scores.scrollIntoViewIfNeeded();
  await shot(page, 'home-films');
  await expect(page.getByTestId('home-qualifications')).toContainText('Licences and audits');
  await expect(page.getByTestId('home-partners')).toContainText('Northlight Distribution');
  await expect(page.getByTestId('home-partners')).toContainText('Harbour Sound Studios');
  await page.getByTestId('home-partners').scrollIntoViewIfNeeded();
  await shot(page, 'home-club');
});

test('on an iPhone the App entry shows how to add the app to the Home Screen', async ({ browser }) => {
  const iphone = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
    baseURL: E2E.baseUrl,
  });
  const page = await iphone.newPage();
  await page.goto('/#/');
  await page.getByTestId('home-shortcut-app').click();
  const sheet = page.getByTestId('install-sheet');
  await expect(sheet).toContainText('Add to Home Screen');
  await shot(page, 'home-install-ios');
  // Back closes the sheet and stays on home.
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('home-shortcut-app')).toBeVisible();
  await iphone.close();
});
