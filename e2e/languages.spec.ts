import { expect, type Page, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { E2E } from './env';
import { becomeVip, register, shot } from './pages';

/** The languages the issue asked to look at: both scripts of direction, long words, Asian scripts. */
const LANGUAGES = ['en', 'ar-EG', 'de-DE', 'ja-JP', 'th-TH', 'ru-RU'];

/** What a page must never show: a text key ("home.welcome") where a text belongs. */
const KEY_LIKE = /\b(?:common|home|pages|me|task|withdraw|project|funds|wallets|errors)\.[a-z][A-Za-z]+\b/;

/** Nothing wider than the phone: a page that scrolls sideways has a word or a figure that did not fit. */
async function expectFitsThePhone(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than the phone`).toBeLessThanOrEqual(0);
}

test('home, a project, Me, withdraw and Task read whole in six languages at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const projectId = await ops.publishProject(openProject(now));
  await register(page, { phone: '2025550331', password: 'Languages-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await becomeVip(page, ops, '135790');

  const pages: [string, string, string][] = [
    ['home', '/#/', 'home-projects'],
    ['project', `/#/pages/project/detail?id=${projectId}`, 'project-invest'],
    ['me', '/#/pages/me/index', 'me-nickname'],
    ['withdraw', '/#/pages/withdraw/index', 'withdraw-available'],
    ['task', '/#/pages/task/index', 'task-summary'],
  ];
  for (const lang of LANGUAGES) {
    await page.goto('/#/pages/language/index');
    await page.getByTestId(`language-${lang}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar-EG' ? 'rtl' : 'ltr');
    for (const [name, url, ready] of pages) {
      await page.goto(url);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const where = `${name} in ${lang}`;
      // biome-ignore lint/performance/useDomNodeTextContent: what the member sees, not hidden text
      expect(await page.locator('body').innerText(), `${where} shows a text key`).not.toMatch(KEY_LIKE);
      await expectFitsThePhone(page, where);
      await shot(page, `lang-${lang}-${name}`);
    }
  }
});
