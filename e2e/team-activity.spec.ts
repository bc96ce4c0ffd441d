import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { E2E } from './env';
import { becomeVip, otherPhone, register, shot } from './pages';

test('a leader opens a group; five friends register through its link, join and activate VIP; it completes and pays', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const ops = await operator(request);
  await ops.fundMarketing(1_000_000);
  await register(page, { phone: '2025550200', password: 'Leader-Gia-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await becomeVip(page, ops, '135790');

  // The leader opens a group of six (the leader and five friends) and shares its link.
  await page.goto('/#/');
  await page.getByTestId('tab-team').click();
  await page.getByTestId('team-open-group').click();
  await expect(page.getByTestId('group-state')).toHaveAttribute('data-state', 'forming');
  const link = (await page.getByTestId('group-link-new').textContent())?.trim() ?? '';
  const code = new URL(link.replace('/#/', '/')).searchParams.get('code') ?? '';
  await shot(page, '93-team-group-forming');

  for (let i = 1; i <= 5; i++) {
    const phone = await otherPhone(browser);
    const friend = await phone.newPage();
    await register(friend, { phone: `202555021${i}`, password: `Friend-${i}-2026`, inviteCode: code, link });
    // Registered through the group link: the group's page, to join it.
    await friend.getByTestId('group-join').click();
    await expect(friend.getByTestId('group-join')).toHaveCount(0);
    await becomeVip(friend, ops, '246810');
    await phone.close();
  }

  // The fifth activation completes the group at once: the leader's rewards and the first day's dividend.
  await page.reload();
  await expect(page.getByTestId('group-state')).toHaveAttribute('data-state', 'complete');
  await expect(page.locator('[data-testid="group-member"][data-counted="true"]')).toHaveCount(5);
  await shot(page, '94-team-group-complete');
  await page.goto('/#/pages/funds/details');
  await expect(
    page.locator('[data-testid="funding-line"][data-type="TEAM_ACTIVITY_INVITE_REBATE"]'),
  ).toHaveCount(5);
  await expect(
    page.locator('[data-testid="funding-line"][data-type="TEAM_ACTIVITY_DAY_DIVIDEND"]'),
  ).toHaveCount(1);
  await shot(page, '95-team-rewards-funding');
});
