import { expect, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { E2E } from './env';
import { register, shot } from './pages';

/**
 * After a tap, the page tapped from stays on screen, with a progress line along the top, until the
 * next page's code and opening data are in: never a blank page with loading dots between the two.
 */
test('a tapped page opens whole: the page before stays, with a progress line, while it loads', async ({
  page,
  request,
}) => {
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const projectId = await ops.publishProject(openProject(now));
  await register(page, { phone: '2025550312', password: 'Navigate-2026', inviteCode: E2E.rootCode });
  // Registered, the member lands on home.
  await expect(page.getByTestId('site-name')).toBeVisible();
  // Its own film: the journeys share one server, and others put their films first.
  const card = page.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
  await expect(card).toBeVisible();

  // The project's data answers slowly, as on a poor network.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/app/finance/proj/detail**', async (route) => {
    await held;
    await route.continue();
  });
  // Everything that shows meanwhile: the page loader must never appear.
  await page.evaluate(() => {
    const seen = { loader: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-loading"]')) seen.loader = true;
    }).observe(document.body, { childList: true, subtree: true });
  });

  await card.click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  // Still home, whole, under the line.
  await expect(page.getByTestId('home-projects')).toBeVisible();
  await expect(page).not.toHaveURL(/pages\/project\/detail/);
  await shot(page, 'navigation-progress');

  release();
  await expect(page).toHaveURL(new RegExp(`pages/project/detail\\?id=${projectId}`));
  await expect(page.getByTestId('project-invest')).toBeVisible();
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { seen: { loader: boolean } }).seen.loader)).toBe(
    false,
  );

  // Back, and the same project again: home and the project are in memory, nothing waits.
  await page.goBack();
  await expect(page.getByTestId('home-projects')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`pages/project/detail\\?id=${projectId}`));
  await expect(page.getByTestId('project-invest')).toBeVisible();
});

test('the phone’s back while a tapped page loads cancels that tap', async ({ page, request }) => {
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  await ops.publishProject(openProject(now));
  await register(page, { phone: '2025550313', password: 'Navigate-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await page.goto('/#/pages/me/index');
  await expect(page.getByTestId('me-nickname')).toBeVisible();
  // The hot list (home keeps the back button for its press-again-to-exit).
  await page.goto('/#/pages/hot/index');
  await expect(page.getByTestId('project-card').first()).toBeVisible();

  await page.route('**/api/app/finance/proj/detail**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
  });
  await page.getByTestId('project-card').first().click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/pages\/me\/index/);
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  // The held answer arriving later takes the member nowhere.
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/pages\/me\/index/);
});
