import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { E2E } from './env';
import { bankRecharge, login, openMe, register, setPayPassword, shot, typePasscode } from './pages';

const DAY = 86_400;

test('a member activates VIP, sees the rights unlocked, then expired, then the deposit returned', async ({
  page,
  request,
}) => {
  const member = { phone: '2025550155', password: 'Popcorn-2026', inviteCode: E2E.rootCode };
  await register(page, member);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await openMe(page);
  await setPayPassword(page, '246810');

  // Money for the deposit: a bank recharge the operator confirms.
  const ops = await operator(request);
  await bankRecharge(page, ops, '300');

  // Activate: the deposit is held and the VIP rights unlock.
  await openMe(page);
  await page.getByTestId('me-vip').click();
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'none');
  await shot(page, '30-vip-member');
  await page.getByTestId('member-activate').click();
  await typePasscode(page, '246810');
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'active');
  await shot(page, '31-vip-active');
  await page.getByTestId('member-rights').click();
  await expect(page.getByTestId('right-vip1.invest')).toHaveAttribute('data-state', 'unlocked');
  await shot(page, '32-member-rights');

  // A year and a day later the membership has expired and the rights show it.
  await ops.advanceClock(366 * DAY);
  await login(page, member);
  await openMe(page);
  await page.getByTestId('me-vip').click();
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'expired');
  await page.getByTestId('member-rights').click();
  await expect(page.getByTestId('right-vip1.invest')).toHaveAttribute('data-state', 'expired');
  await shot(page, '33-member-rights-expired');

  // Thirty days later the deposit comes back, line by line in funding details.
  await ops.advanceClock(31 * DAY);
  await login(page, member);
  await openMe(page);
  await page.getByTestId('me-funding-details').click();
  await expect(page.getByTestId('funding-line').first()).toContainText('100.00');
  await expect(page.getByTestId('funding-line').first()).toHaveAttribute('data-type', 'MEMBERFEE_RETURN');
  await shot(page, '34-deposit-returned');
});
