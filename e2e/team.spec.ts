import { DAY_MS } from '@club/contract/lib/time';
import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { E2E } from './env';
import { becomeVip, field, login, otherPhone, register, shot } from './pages';

test('a member shares the invitation link; a friend registers through it and activates VIP; the week closes and the leader sees the award', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ops = await operator(request);
  await ops.fundMarketing(1_000_000);
  const leader = { phone: '2025550193', password: 'Leader-Lee-2026', inviteCode: E2E.rootCode };
  await register(page, leader);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await becomeVip(page, ops, '135790');

  // The invitation page: the code, the share link that carries it, its QR code.
  await page.goto('/#/');
  await page.getByTestId('tab-team').click();
  await page.getByTestId('team-invite').click();
  const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(link).toBe(`${E2E.baseUrl}/#/pages/user/register?code=${code}`);
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await shot(page, '89-invitation');

  // The friend opens the link on their own phone: the code is filled in.
  const phone = await otherPhone(browser);
  const friend = await phone.newPage();
  await friend.goto(link);
  await expect(field(friend, 'invite-code')).toHaveValue(code);
  await register(friend, { phone: '2025550194', password: 'Friend-Fay-2026', inviteCode: code });
  await expect(friend.getByTestId('tab-home')).toBeVisible();
  await becomeVip(friend, ops, '246810');
  await phone.close();

  // The friend is on the leader's level 1, as VIP; the leader leads this week's invitation board.
  await page.goto('/#/');
  await page.getByTestId('tab-team').click();
  await expect(page.getByTestId('team-level-1')).toHaveAttribute('data-vip', '1');
  await expect(page.getByTestId('team-member').first()).toHaveAttribute('data-vip', 'true');
  await shot(page, '90-team');
  // On this week's invitation board with one VIP invitee (other journeys' leaders may rank higher).
  await page.getByTestId('team-invite-ranking').click();
  await expect(page.getByTestId('rank-me')).toHaveAttribute('data-rank', /^\d+$/);
  await expect(page.getByTestId('rank-entry').filter({ hasText: '0193' })).toContainText('People: 1');
  await shot(page, '91-invite-ranking');

  // The week ends (Monday 00:00 UTC): the board closes and pays its winners from the marketing budget.
  const now = Date.parse((await ops.advanceClock(0)).now);
  const nextMonday = (Math.floor(now / DAY_MS) + ((8 - new Date(now).getUTCDay()) % 7 || 7)) * DAY_MS;
  await ops.advanceClock(Math.ceil((nextMonday - now) / 1000) + 120);
  await login(page, leader);
  await page.goto('/#/pages/ranking/award?board=invite');
  const winner = page.getByTestId('award-winner').filter({ hasText: '0193' }).first();
  await expect(winner).toHaveAttribute('data-paid', 'true');
  await shot(page, '92-ranking-award');
  await page.goto('/#/pages/funds/details');
  await expect(page.locator('[data-testid="funding-line"][data-type="INVITE_WEEK_RANK_REWARD"]')).toHaveCount(
    1,
  );
});
