import { expect, test } from '@playwright/test';
import { operator, SECOND_OPERATOR } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import {
  addVerifiedCard,
  bankRecharge,
  field,
  openMe,
  register,
  setPayPassword,
  shot,
  typePasscode,
} from './pages';

/** The screenshots of this journey are taken at a laptop's size. */
const LAPTOP = { width: 1280, height: 800 };

test('a withdrawal of 1,000.00 is paid out only when a second operator approves it too', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ops = await operator(request);
  const member = { phone: '2025550189', password: 'Four-Eyes-2026', inviteCode: E2E.rootCode };
  const card = { holder: 'Grace Hopper', number: '40128888888818' };

  // A member with 1,500.00 and a verified card asks to withdraw 1,000.00: the amount that takes two keys.
  await register(page, member);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await openMe(page);
  await setPayPassword(page, '975310');
  await bankRecharge(page, ops, '1500');
  await addVerifiedCard(page, ops, card);
  const cardId = (
    await page.locator('[data-testid^="bank-status-"]').first().getAttribute('data-testid')
  )?.replace('bank-status-', '');
  await openMe(page);
  await page.getByTestId('me-withdraw').click();
  await page.getByTestId(`withdraw-account-${cardId}`).click();
  await field(page, 'withdraw-amount').fill('1000');
  await page.getByTestId('withdraw-submit').click();
  await typePasscode(page, '975310');
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await openMe(page);
  await expect(page.getByTestId('wallet-frozen')).toContainText('1,000.00');

  // Operator A approves in the back office: the first key. The order waits for a second operator.
  const first = await backOffice(browser, E2E.admin, { viewport: LAPTOP });
  await first.open('Withdrawal review');
  const row = first.row(member.phone);
  await expect(row).toContainText('Takes two operators’ approval');
  await row.getByRole('button', { name: 'Approve' }).click();
  const firstKey = first.page.getByRole('dialog');
  await expect(firstKey).toContainText('paid out only once a second operator');
  await firstKey.getByRole('button', { name: 'Approve' }).click();
  await expect(first.page.locator('.ant-message-notice').last()).toContainText(
    'it waits for a second operator’s approval',
  );
  await expect(row).toContainText(`Approved by ${E2E.admin.username} — waiting for a second operator`);
  // Operator A cannot give the second key: the button is gone for them.
  await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await first.page.evaluate(() => window.scrollTo(0, 0));
  await first.shot('90-office-withdrawal-waiting-second');

  // The member still sees it under review, the money still held.
  await openMe(page);
  await page.getByTestId('me-withdraw-details').click();
  const line = page.getByTestId('withdraw-details-line').first();
  await expect(line).toContainText('1,000.00');
  await expect(line).toHaveAttribute('data-state', 'waiting');
  await expect(line).toContainText('Waiting');
  await shot(page, '91-withdrawal-under-review');

  // A also asks for a balance adjustment, which waits on the Second approvals page.
  const memberId = await ops.memberId(member.phone);
  await ops.requestCredit(memberId, 5_000, 'Welcome back gesture');
  await first.open('Second approvals');
  const mine = first.row('Welcome back gesture');
  await expect(mine).toContainText('Your request: another operator must approve it');

  // A money setting A changes waits as well: nothing changes before another operator approves.
  await first.open('Settings');
  await expect(first.page.getByTestId('two-keys-fourEyesAmount')).toBeVisible();
  await first.page.getByLabel('Second approval from', { exact: true }).fill('200000');
  await first.page.getByRole('button', { name: 'Save' }).click();
  await expect(first.page.locator('.ant-message-notice').last()).toContainText(
    'nothing is changed until another operator approves it',
  );
  await first.close();

  // Operator B, made through the API, gives both second keys in the back office.
  await ops.secondKey();
  const second = await backOffice(browser, SECOND_OPERATOR, { viewport: LAPTOP });
  await second.open('Second approvals');
  const credit = second.row('Welcome back gesture');
  await expect(credit).toContainText(E2E.admin.username);
  await expect(credit).toContainText('50.00');
  await second.shot('92-office-second-approvals');
  await credit.getByRole('button', { name: 'Approve' }).click();
  await second.confirmPopup('Approve');
  await second.expectDone();
  await expect(credit).toHaveCount(0);

  // B refuses the settings change, with a reason: the amount stays 1,000.00.
  const setting = second.row('Second approval from');
  await expect(setting).toContainText('1,000.00');
  await expect(setting).toContainText('2,000.00');
  await setting.getByRole('button', { name: 'Reject' }).click();
  const refusal = second.page.getByRole('dialog');
  await refusal.getByLabel('Reason').fill('Keep the threshold where it is');
  await refusal.getByRole('button', { name: 'Reject' }).click();
  await second.expectDone();
  await expect(setting).toHaveCount(0);

  await second.open('Withdrawal review');
  const waiting = second.row(member.phone);
  await waiting.getByRole('button', { name: 'Second approval' }).click();
  const secondKey = second.page.getByRole('dialog');
  await expect(secondKey).toContainText(`${E2E.admin.username} approved it first`);
  await secondKey.getByLabel('Payout reference').fill('FT-FOUR-EYES-1');
  await secondKey.getByRole('button', { name: 'Second approval' }).click();
  await second.expectDone(/^Withdrawal #\d+ approved$/);
  await expect(waiting).toHaveCount(0);
  await second.close();

  // Paid out: the member's withdrawal shows it done, the hold gone, the credit in.
  await page.reload();
  await expect(line).toHaveAttribute('data-state', 'success');
  await openMe(page);
  await expect(page.getByTestId('wallet-frozen')).toContainText('0.00');
  await shot(page, '93-withdrawal-paid-after-two-keys');
});
