import { DAY_MS } from '@club/contract/lib/time';
import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import {
  addVerifiedCard,
  bankRecharge,
  becomeVip,
  field,
  openMe,
  register,
  shot,
  typePasscode,
} from './pages';

test('a VIP member draws a coupon, invests with it and pays less; the privileges list what the lottery gives', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const ops = await operator(request);
  await ops.couponOnlyLottery({
    name: 'E2E 10 % off',
    kind: 'percent',
    percent: 10,
    amount: null,
    minOrder: 50_000,
    maxDiscount: 5_000,
    usageLimit: 1,
    validDays: 30,
    enabled: true,
  });
  const now = Date.parse((await ops.advanceClock(0)).now);
  await ops.publishProject({
    texts: {
      en: { title: 'Paper Lanterns', description: 'A festival drama.', riskText: 'Sales may disappoint.' },
    },
    actor: 'Lin Aiko',
    cast: 'Lin Aiko, Ravi Sen',
    score: '8.0',
    amount: 10_000_000,
    single: 10_000,
    dailyRate: '0.001',
    cycleDays: 10,
    repayType: 'DEBT',
    fundraisingStartAt: new Date(now - DAY_MS).toISOString(),
    fundraisingEndAt: new Date(now + 30 * DAY_MS).toISOString(),
    hot: true,
    sort: 900,
  });

  await register(page, { phone: '2025550191', password: 'Lottery-Lia-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await becomeVip(page, ops, '135790');
  await bankRecharge(page, ops, '1000');
  await addVerifiedCard(page, ops, { holder: 'Lia Moreau', number: '55554444333322' });

  // The activation's draw, drawn on the grid: the result is the prize the server drew.
  await openMe(page);
  await page.getByTestId('me-lottery').click();
  await expect(page.getByTestId('lottery-draws')).toContainText('1');
  await shot(page, '82-lottery');
  await page.getByTestId('lottery-draw').click();
  const result = page.getByTestId('lottery-result');
  await expect(result).toContainText('10% off', { timeout: 15_000 });
  await shot(page, '83-lottery-won-coupon');
  // The phone's Back closes the result and stays on the lottery, the draw spent.
  await page.goBack();
  await expect(result).toBeHidden();
  await expect(page).toHaveURL(/pages\/lottery/);
  await expect(page.getByTestId('lottery-draws')).toContainText('0');
  await page.getByTestId('lottery-to-coupons').click();
  await expect(page.getByTestId('coupon')).toHaveCount(1);
  await shot(page, '84-coupons');

  // The invest sheet preselects it: 500.00 counts in full, the member pays 450.00.
  await page.goto('/#/');
  await page.getByTestId('project-card').filter({ hasText: 'Paper Lanterns' }).first().click();
  await page.getByTestId('project-invest').click();
  await field(page, 'invest-amount').fill('500');
  await expect(page.getByTestId('invest-discount')).toContainText('50.00');
  await expect(page.getByTestId('invest-pay')).toContainText('450.00');
  await page.getByTestId('invest-risk-accept').click();
  await shot(page, '85-invest-with-coupon');
  await page.getByTestId('invest-submit').click();
  await typePasscode(page, '135790');
  await expect(page.getByTestId('shareholding-principal')).toContainText('500.00');
  await expect(page.getByTestId('shareholding-discount')).toContainText('50.00');
  await shot(page, '86-shareholding-with-coupon');
  await page.goto('/#/pages/funds/details');
  await expect(page.locator('[data-testid="funding-line"][data-type="INVESTED"]').first()).toContainText(
    '450.00',
  );

  // The membership's privileges say what the lottery gives on reaching each SVIP level.
  await openMe(page);
  await page.getByTestId('me-vip').click();
  await expect(page.getByText('Lottery draws on reaching this level: +1').first()).toBeVisible();

  // The operator sees the draw with its random value, and the prize table's odds.
  const office = await backOffice(browser);
  await office.open('Lottery');
  await expect(office.row('E2E 10 % off')).toContainText('100.00');
  await office.shot('87-office-lottery-prizes');
  await office.page.getByRole('tab', { name: 'Draw records' }).click();
  await expect(office.row('2025550191')).toBeVisible();
  await office.shot('88-office-draw-records');
  await office.close();
});
