import { expect, type Page, test } from '@playwright/test';
import { trailer } from '../server/src/demo/trailer';
import { openProject, operator } from './admin-api';
import { expectAccessible } from './axe';
import { backOffice } from './back-office';
import { E2E } from './env';
import { chooseLanguage, field, openMe, register, shot } from './pages';

const TITLE = 'The Harbor Choir';
const HIDDEN = 'Spoiler: the keeper is the ghost';

/** The trailer popup's video, driven the way a viewer would: to a moment, paused or playing. */
function trailerVideo(page: Page) {
  const video = page.getByTestId('home-trailer-video');
  return {
    video,
    /** Stops at `seconds` (muted, so the browser lets the test start it again without a touch). */
    pauseAt: (seconds: number) =>
      video.evaluate(async (v: HTMLVideoElement, s) => {
        if (v.readyState < 1)
          await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
        v.muted = true;
        v.pause();
        v.currentTime = s;
        await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      }, seconds),
    play: () => video.evaluate((v: HTMLVideoElement) => v.play()),
  };
}

async function postDanmu(page: Page, text: string) {
  await field(page, 'danmu-input').fill(text);
  await page.getByTestId('danmu-send').click();
  await expect(field(page, 'danmu-input')).toHaveValue('');
}

/** Where a flying danmu is now, from the left of the page. */
const leftOf = async (page: Page, text: string) =>
  (await page.getByTestId('danmu-item').filter({ hasText: text }).boundingBox())?.x ?? Number.NaN;

test('a member posts danmu over a trailer and sees them fly; an operator hides one and it no longer comes', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  // A five-second clip like the demo's trailers: long enough to watch a danmu cross.
  const login = await request.post('/api/admin/base/open/login', { data: E2E.admin });
  const token = (await login.json()).data.token as string;
  const uploaded = await request.post('/api/admin/trailer/task/upload', {
    headers: { authorization: token },
    multipart: {
      file: {
        name: 'harbor-choir.mp4',
        mimeType: 'video/mp4',
        buffer: trailer({ motif: 'harbor', hue: 200, seed: 21 }, TITLE),
      },
    },
  });
  const project = openProject(now);
  await ops.publishProject({
    ...project,
    texts: { en: { ...project.texts.en, title: TITLE } },
    trailer: (await uploaded.json()).data.url,
    sort: 6_000,
  });

  await register(page, { phone: '2025550412', password: 'Danmu-Dana-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('site-name')).toBeVisible();
  await page.getByTestId('home-trailer').filter({ hasText: TITLE }).click();
  const player = trailerVideo(page);
  await expect(player.video).toBeVisible();

  // Posted at the video's moment, each shows at once; those posted together take lanes of their own.
  await player.pauseAt(0);
  await postDanmu(page, 'What a shot!');
  await postDanmu(page, HIDDEN);
  await player.pauseAt(0.5);
  await postDanmu(page, 'That choir gives me chills');
  await postDanmu(page, 'Premiere night, here I come');
  await expect(page.getByTestId('danmu-item')).toHaveCount(4);

  // Playing, they cross from right to left; paused, they stop.
  // (A loaded host may be slow to read positions: the check waits for a move, not a time.)
  const entered = await leftOf(page, 'What a shot!');
  await player.play();
  await expect.poll(() => leftOf(page, 'What a shot!')).toBeLessThan(entered);
  await player.pauseAt(1.6);
  await shot(page, '96-danmu-trailer');
  const stopped = await leftOf(page, 'What a shot!');
  await page.waitForTimeout(400);
  expect(await leftOf(page, 'What a shot!')).toBe(stopped);
  // Four seconds after the last one entered, all have crossed (and axe finds no animation to wait for).
  await player.pauseAt(4.6);
  await expect(page.getByTestId('danmu-item')).toHaveCount(0);
  await expectAccessible(page, 'trailer with the danmu bar');

  // The operator hides the spoiler in the back office.
  const office = await backOffice(browser);
  await office.open('Trailer danmu');
  const row = office.row(HIDDEN);
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText('Visible');
  await row.getByRole('button', { name: 'Hide' }).click();
  await office.expectDone(/^Danmu #\d+ hidden$/);
  await expect(row).toContainText('Hidden by');
  await office.shot('96b-office-danmu');
  await expectAccessible(office.page, 'danmu page');
  await office.close();

  // Opened again, the trailer brings the member's danmu without the hidden one.
  await page.goBack();
  await expect(player.video).toHaveCount(0);
  const listed = page.waitForResponse((r) => r.url().includes('/api/app/trailer/danmu/list'));
  await page.getByTestId('home-trailer').filter({ hasText: TITLE }).click();
  const bodies = ((await (await listed).json()).data as { body: string }[]).map((d) => d.body);
  expect(bodies).toContain('What a shot!');
  expect(bodies).not.toContain(HIDDEN);
  await player.pauseAt(0.6);
  await expect(page.getByTestId('danmu-item').filter({ hasText: 'What a shot!' })).toHaveCount(1);
  await expect(page.getByTestId('danmu-item').filter({ hasText: HIDDEN })).toHaveCount(0);

  // Asked for less motion, a danmu stands in one place in its lane the whole time it shows, and fades.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await player.pauseAt(0.7);
  const still = await leftOf(page, 'What a shot!');
  expect(Number.isFinite(still)).toBe(true);
  await player.pauseAt(2.5);
  expect(await leftOf(page, 'What a shot!')).toBe(still);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goBack();

  // In Arabic the page reads right to left; the danmu still fly in from the right, Arabic ones too.
  await openMe(page);
  await chooseLanguage(page, 'ar-EG');
  await page.getByTestId('tab-home').click();
  await page.getByTestId('home-trailer').filter({ hasText: TITLE }).click();
  await player.pauseAt(0.7);
  await postDanmu(page, 'مشهد رائع حقًا!');
  await player.play();
  await page.waitForTimeout(1_200);
  await player.pauseAt(2);
  await expect(page.getByTestId('danmu-item').filter({ hasText: 'مشهد رائع حقًا!' })).toHaveCount(1);
  await shot(page, '96c-danmu-trailer-arabic');
});
