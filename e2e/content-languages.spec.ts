import { expect, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { E2E } from './env';
import { register, shot } from './pages';

/**
 * Content the operators wrote in several languages reads in the member's: a project's title and the
 * announcement on home follow a switch of language at once, without a reload.
 */
test("home shows a project's title and the announcement in the member's language", async ({
  page,
  request,
}) => {
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const project = openProject(now);
  await ops.publishProject({
    ...project,
    texts: {
      en: { ...project.texts.en, title: 'The Paper Harbour' },
      'de-DE': {
        title: 'Der Papierhafen',
        description: 'Ein Hafen aus Papier.',
        riskText: 'Noch kein Verleih.',
      },
      'ja-JP': { title: '紙の港', description: '紙でできた港。', riskText: '配給は未定です。' },
    },
    sort: 100_000,
  });
  await ops.publishContent({
    kind: 'announcement',
    texts: {
      en: { title: 'Premiere night on Friday' },
      'de-DE': { title: 'Premierenabend am Freitag' },
      'ja-JP': { title: '金曜日はプレミアの夜' },
    },
  });
  await register(page, { phone: '2025550347', password: 'Paper-Harbour-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  const projects = page.getByTestId('home-projects');
  await expect(projects.getByText('The Paper Harbour')).toBeVisible();
  await expect(page.getByTestId('home-notice')).toContainText('Premiere night on Friday');

  for (const [lang, title, notice] of [
    ['de-DE', 'Der Papierhafen', 'Premierenabend am Freitag'],
    ['ja-JP', '紙の港', '金曜日はプレミアの夜'],
  ]) {
    await page.goto('/#/pages/language/index');
    await page.getByTestId(`language-${lang}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/#/');
    await expect(projects.getByText(title)).toBeVisible();
    await expect(projects.getByText('The Paper Harbour')).toHaveCount(0);
    await expect(page.getByTestId('home-notice')).toContainText(notice);
    await page.waitForLoadState('networkidle');
    await shot(page, `content-languages-home-${lang}`);
  }
});
