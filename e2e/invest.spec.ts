import { HOUR_MS } from '@club/contract/lib/time';
import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { E2E } from './env';
import {
  addVerifiedCard,
  bankRecharge,
  field,
  login,
  openMe,
  register,
  setPayPassword,
  shot,
  typePasscode,
} from './pages';

const DAY = 86_400;

test('a member invests in a 3-day LINEAR project and sees each payout, then the principal back', async ({
  page,
  request,
}) => {
  const member = { phone: '2025550144', password: 'Director-2026', inviteCode: E2E.rootCode };
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const projectId = await ops.publishProject({
    texts: {
      en: {
        title: 'Night Train to Lisbon',
        description: 'A three-day test of the repayment schedule.',
        riskText: 'Festival sales may fall short.',
      },
    },
    actor: 'Ines Duarte',
    cast: 'Ines Duarte, Tomas Vale',
    score: '8.1',
    amount: 10_000_000,
    single: 10_000,
    dailyRate: '0.001',
    cycleDays: 3,
    repayType: 'LINEAR',
    fundraisingStartAt: new Date(now - HOUR_MS).toISOString(),
    fundraisingEndAt: new Date(now + 30 * DAY * 1000).toISOString(),
    hot: true,
    sort: 1000,
  });
  await ops.recordRevenue(projectId, 50_000, 'Opening weekend');

  // A member with money, a pay password, a verified card and an active VIP membership.
  await register(page, member);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await openMe(page);
  await setPayPassword(page, '246810');
  await bankRecharge(page, ops, '2000');
  await addVerifiedCard(page, ops, { holder: 'Grace Hopper', number: '98765432109876' });
  await openMe(page);
  await page.getByTestId('me-vip').click();
  await page.getByTestId('member-activate').click();
  await typePasscode(page, '246810');
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'active');

  // Home → the project → the invest sheet with the exact schedule.
  await page.goto('/#/');
  const card = page.getByTestId('project-card').filter({ hasText: 'Night Train to Lisbon' }).first();
  await expect(card).toBeVisible();
  await shot(page, '40-home-projects');
  await card.click();
  await expect(page.getByTestId('project-title')).toHaveText('Night Train to Lisbon');
  await shot(page, '41-project-detail');
  await page.getByTestId('project-invest').click();
  await field(page, 'invest-amount').fill('1000');
  const schedule = page.getByTestId('invest-schedule');
  await expect(schedule.getByTestId('schedule-item')).toHaveCount(3);
  await expect(schedule).toContainText('333.33');
  await expect(schedule).toContainText('333.34');
  await page.getByTestId('invest-risk-accept').click();
  await shot(page, '42-invest-sheet');
  // The phone's Back closes the top layer only: the keypad, then the sheet; the page stays, and so
  // does the amount typed.
  const sheet = page.getByTestId('invest-sheet');
  const keypad = page.getByTestId('number-keyboard');
  await page.getByTestId('invest-submit').click();
  await expect(keypad).toBeVisible();
  await page.goBack();
  await expect(keypad).toBeHidden();
  await expect(page.getByTestId('invest-schedule')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('invest-schedule')).toBeHidden();
  await expect(page.getByTestId('project-title')).toHaveText('Night Train to Lisbon');
  await page.getByTestId('project-invest').click();
  await expect(field(page, 'invest-amount')).toHaveValue('1000');
  await expect(sheet.getByTestId('schedule-item')).toHaveCount(3);
  await page.getByTestId('invest-submit').click();
  await typePasscode(page, '246810');

  // Shareholding details: nothing paid yet, revocable for a day.
  await expect(page.getByTestId('schedule-item')).toHaveCount(3);
  await expect(page.getByTestId('schedule-item').first()).toHaveAttribute('data-paid', 'false');
  await expect(page.getByTestId('revoke')).toBeVisible();
  await shot(page, '43-shareholding-details');
  const detailUrl = page.url();

  // Day by day: each payout appears in the schedule and in funding details.
  for (let day = 1; day <= 3; day++) {
    await ops.advanceClock(DAY);
    await login(page, member);
    await page.goto(detailUrl);
    const items = page.getByTestId('schedule-item');
    for (let d = 0; d < 3; d++) {
      await expect(items.nth(d)).toHaveAttribute('data-paid', String(d < day));
    }
    await shot(page, `44-shareholding-day-${day}`);
    await openMe(page);
    await page.getByTestId('me-funding-details').click();
    await expect(page.locator('[data-testid="funding-line"][data-type="INTEREST"]')).toHaveCount(day);
    await expect(page.locator('[data-testid="funding-line"][data-type="CAPITAL"]')).toHaveCount(day);
  }
  await shot(page, '45-funding-details-payouts');
  // Principal back on day 3: 1,000.00 invested, 1,000.00 returned plus 2.00 interest.
  const capital = page.locator('[data-testid="funding-line"][data-type="CAPITAL"]');
  await expect(capital.first()).toContainText('333.34');
  await page.goto(detailUrl);
  await expect(page.getByTestId('revoke')).toHaveCount(0);
  await expect(page.getByTestId('investment-state')).toHaveAttribute('data-state', 'completed');
  await shot(page, '46-shareholding-completed');
});
