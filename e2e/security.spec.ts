import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { backOffice } from './back-office';
import { E2E } from './env';
import { field, openMe, register, shot } from './pages';

/** What the browser refused under the page's Content-Security-Policy, as it reports it in the console. */
function cspViolations(target: Page | BrowserContext) {
  const seen: string[] = [];
  target.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  return seen;
}

function picture(name: string, shade: number) {
  const png = new PNG({ width: 24, height: 24 });
  png.data.fill(shade);
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** The image really loaded (a refused or missing one has no pixels). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('the member app and the back office run under their security policy, and a receipt shows only to its member and the operator', async ({
  page,
  browser,
  request,
}) => {
  // A member's and an operator's whole sessions in one journey.
  test.setTimeout(120_000);
  const memberViolations = cspViolations(page);
  await register(page, { phone: '2025550199', password: 'Popcorn-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  // An avatar is public; it shows in the app.
  await openMe(page);
  await page.getByTestId('me-info').click();
  await page.getByTestId('avatar-file').setInputFiles(picture('me.png', 60));
  await expectLoaded(page.getByTestId('avatar').locator('img'));

  // A bank receipt is private: the member sees it through the signed link their order carries.
  await openMe(page);
  await page.getByTestId('me-recharge').click();
  await page.getByTestId('recharge-channel-bank').click();
  await field(page, 'recharge-amount').fill('50');
  await page.getByTestId('recharge-submit').click();
  await page.getByTestId('recharge-voucher-file').setInputFiles(picture('receipt.png', 180));
  const voucher = page.getByTestId('recharge-voucher').locator('img');
  await expectLoaded(voucher);
  await shot(page, '80-voucher-signed-link');
  const signed = (await voucher.getAttribute('src')) ?? '';
  expect(signed).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
  expect((await request.get(signed.split('?')[0])).status()).toBe(404);
  expect(memberViolations).toEqual([]);

  // The back office's sign-in page, then the review queue with the receipt.
  const officeContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, isMobile: false });
  const signInViolations = cspViolations(officeContext);
  const signIn = await officeContext.newPage();
  await signIn.goto(`${E2E.baseUrl}/admin/`);
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await officeContext.close();
  expect(signInViolations).toEqual([]);
  const office = await backOffice(browser);
  const officeViolations = cspViolations(office.page);
  // The signed-in app loads again, this time watched.
  await office.page.reload();
  await expect(office.page.getByTestId('operator-name')).toHaveText(E2E.admin.username);
  await expect(office.page.locator('.ant-card-head-title').first()).toHaveText('Dashboard');
  await office.open('Recharge review');
  await expectLoaded(office.row('2025550199').locator('img'));
  await office.shot('81-office-voucher-signed-link');
  await office.close();
  expect(officeViolations).toEqual([]);
});

test('the API documentation renders under its own policy', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Film Club API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  await shot(page, '82-api-docs');
  expect(violations).toEqual([]);
});
