import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { E2E } from './env';
import { chooseLanguage, longPress, openMe, register, shot } from './pages';

/**
 * The phone's Back closes the overlay on top and only then leaves the page: the trailer player on
 * home (where Back otherwise asks to press again to exit), the image viewer, the calendar picker.
 * The dialog, the sheets and the keypad are pressed in account, invest and lottery's journeys.
 */
test('the phone’s Back closes the trailer, the image viewer and the calendar, staying on their page', async ({
  page,
  request,
}) => {
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const trailer = await ops.uploadTrailer();
  const stills = [await ops.uploadStill(), await ops.uploadStill()];
  const project = openProject(now);
  await ops.publishProject({
    ...project,
    texts: { en: { ...project.texts.en, title: 'The Night Ferry' } },
    trailer,
    stills,
  });
  await register(page, { phone: '2025550321', password: 'Layers-Back-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('site-name')).toBeVisible();

  // Home's trailer: Back stops it and stays home, without the press-again-to-exit toast.
  await page.getByTestId('home-trailer').filter({ hasText: 'The Night Ferry' }).click();
  const video = page.getByTestId('home-trailer-video');
  await expect(video).toBeVisible();
  await page.goBack();
  await expect(video).toHaveCount(0);
  await expect(page.getByTestId('site-name')).toBeVisible();
  await expect(page.getByText('Press again to exit the app')).toHaveCount(0);

  // A project's still opens full screen; Back closes it on the project page.
  await page.getByTestId('project-card').filter({ hasText: 'The Night Ferry' }).first().click();
  await expect(page.getByTestId('project-invest')).toBeVisible();
  await page.getByTestId('project-still').nth(1).click();
  const viewer = page.locator('.adm-image-viewer-content');
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  await expect(page).toHaveURL(/pages\/project\/detail/);
  await expect(page.getByTestId('project-invest')).toBeVisible();

  // The funding details' calendar: Back closes it and keeps the page.
  await page.goto('/#/pages/funds/details');
  await page.getByTestId('funding-date-filter').click();
  const calendar = page.locator('.adm-calendar-picker-footer');
  await expect(calendar).toBeVisible();
  await page.goBack();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/pages\/funds\/details/);
  await expect(page.getByTestId('funding-date-filter')).toBeVisible();

  // An address opened while the calendar is up leaves the page: the calendar closes with it.
  await page.getByTestId('funding-date-filter').click();
  await expect(calendar).toBeVisible();
  await page.goto('/#/pages/me/index');
  await expect(page.getByTestId('me-nickname')).toBeVisible();
  await expect(calendar).toBeHidden();
});

/** A language switch changes every text on screen at once, the server's as well as the app's own. */
test('switching the language updates home, the tab bar, the site description and the title at once', async ({
  page,
}) => {
  await register(page, { phone: '2025550322', password: 'Sprache-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('site-name')).toBeVisible();
  const description = page.getByTestId('home-description');
  await expect(description).toContainText('Crowdfund films and dramas');
  await expect(page).toHaveTitle(/^Home · /);

  await openMe(page);
  await chooseLanguage(page, 'de-DE');
  await page.getByTestId('tab-home').click();
  await expect(description).not.toContainText('Crowdfund films and dramas');
  await expect(description).toHaveText(/Filme/);
  await expect(page.getByTestId('tab-home')).toContainText('Start');
  await expect(page).toHaveTitle(/^Startseite · /);
  await shot(page, 'layers-home-de');
});

/** A long press on the invitation's QR code offers to save it; it is saved as a picture a gallery takes. */
test('a long press on the invitation QR code saves it as a PNG and says so', async ({ page }) => {
  await register(page, { phone: '2025550323', password: 'Long-Press-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('site-name')).toBeVisible();
  await page.goto('/#/pages/team/invitation');
  const qr = page.getByTestId('invite-qr');
  await expect(qr).toBeVisible();
  await longPress(page, qr);
  await expect(page.getByTestId('press-menu')).toBeVisible();
  await shot(page, 'layers-qr-press-menu');
  const download = page.waitForEvent('download');
  await page.getByTestId('press-save').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invitation-[A-Z0-9]+\.png$/);
  const bytes = await readFile((await file.path()) ?? '');
  // A PNG's signature, of a picture large enough to scan.
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(600);
  await expect(page.getByText('Image saved')).toBeVisible();
  // The menu closed with the choice, and the page did not open the picture.
  await expect(page.getByTestId('press-menu')).toBeHidden();
  await expect(page).toHaveURL(/pages\/team\/invitation/);
});
