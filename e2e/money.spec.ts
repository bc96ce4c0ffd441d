import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { backOffice } from './back-office';
import { E2E } from './env';
import { field, openMe, register, setPayPassword, shot, typePasscode } from './pages';

/** A small receipt image, as a member's phone camera would upload. */
function receipt() {
  const png = new PNG({ width: 24, height: 24 });
  png.data.fill(180);
  return { name: 'receipt.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

async function walletFigure(page: Page, testId: string) {
  await openMe(page);
  return page.getByTestId(testId);
}

test('a member recharges by bank transfer with a voucher, adds a card, withdraws, and sees every step', async ({
  page,
  browser,
}) => {
  const office = await backOffice(browser);
  await register(page, { phone: '2025550166', password: 'Popcorn-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await openMe(page);
  await setPayPassword(page, '246810');

  // Recharge 500.00 by bank transfer and upload the transfer receipt.
  await openMe(page);
  await page.getByTestId('me-recharge').click();
  await page.getByTestId('recharge-channel-bank').click();
  await field(page, 'recharge-amount').fill('500');
  await shot(page, '20-recharge');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-reference')).toBeVisible();
  await page.getByTestId('recharge-voucher-file').setInputFiles(receipt());
  await expect(page.getByTestId('recharge-voucher2-upload')).toBeVisible();
  await page.getByTestId('recharge-voucher2-file').setInputFiles(receipt());
  await expect(page.getByTestId('recharge-voucher').locator('img')).toHaveCount(2);
  await expect(page.getByTestId('recharge-state')).toBeVisible();
  await shot(page, '21-recharge-pay');

  // The operator sees the voucher in the back office and confirms; the waiting page turns to success by itself.
  await office.confirmRecharge('2025550166');
  await expect(page.getByTestId('recharge-state')).toHaveAttribute('data-state', 'success', {
    timeout: 20_000,
  });
  await shot(page, '22-recharge-success');
  await expect(await walletFigure(page, 'wallet-available')).toContainText('500.00');

  // A bank card, verified by the operator.
  await page.getByTestId('me-bank').click();
  await page.getByTestId('bank-add').click();
  await page.getByTestId('bank-kind-bank').click();
  await field(page, 'bank-holder').fill('Ada Lovelace');
  await field(page, 'bank-name').fill('Film Bank');
  await field(page, 'bank-number').fill('12345678901234');
  await shot(page, '23-add-bank-card');
  await page.getByTestId('bank-save').click();
  await expect(page.locator('[data-testid^="bank-status-"]').first()).toHaveAttribute(
    'data-status',
    'pending',
  );
  await office.verifyCard('2025550166');
  const cardId = await page
    .locator('[data-testid^="bank-status-"]')
    .first()
    .getAttribute('data-testid')
    .then((id) => id?.replace('bank-status-', ''));

  // Withdraw 120.00: the fee is shown, the pay password confirms, the money is frozen.
  await openMe(page);
  await page.getByTestId('me-withdraw').click();
  await page.getByTestId(`withdraw-account-${cardId}`).click();
  // More than the balance is refused as it is typed, under the field, the balance named.
  await field(page, 'withdraw-amount').fill('100000');
  const problem = page.getByTestId('withdraw-amount-problem');
  await expect(problem).toContainText('More than you have');
  await expect(problem).toContainText('500.00 available');
  await shot(page, '23-withdraw-over-balance');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.locator('[data-testid="withdraw-pay-close"]')).toHaveCount(0);
  await field(page, 'withdraw-amount').fill('120');
  await expect(problem).toHaveCount(0);
  await expect(page.getByTestId('withdraw-fee')).toBeVisible();
  await shot(page, '24-withdraw');
  await page.getByTestId('withdraw-submit').click();
  await typePasscode(page, '246810');
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await expect(page.getByTestId('withdraw-frozen')).toContainText('120.00');
  await expect(await walletFigure(page, 'wallet-frozen')).toContainText('120.00');
  await expect(page.getByTestId('wallet-available')).toContainText('380.00');
  await shot(page, '25-me-frozen');

  // The operator approves; withdrawal details show it, and funding details explain every line.
  await office.approveWithdrawal('2025550166', '12345678901234');
  await office.close();
  await openMe(page);
  await page.getByTestId('me-withdraw-details').click();
  await expect(page.getByTestId('withdraw-details-line').first()).toContainText('120.00');
  await expect(page.getByTestId('withdraw-details-line').first()).toHaveAttribute('data-state', 'success');
  await shot(page, '26-withdrawal-details');
  await openMe(page);
  await expect(page.getByTestId('wallet-frozen')).toContainText('0.00');
  await page.getByTestId('me-funding-details').click();
  await expect(page.getByTestId('funding-line')).toHaveCount(4);
  await shot(page, '27-funding-details');

  // Each step was told in the member's messages: the unread badge on Me, the approved withdrawal
  // first; reading it leaves two unread, marking all read clears the badge.
  await openMe(page);
  await expect(page.getByTestId('me-messages-badge')).toContainText('3');
  await page.getByTestId('me-messages').click();
  const newest = page.locator('[data-testid^="message-item-"]').first();
  await expect(newest).toContainText('Withdrawal approved');
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await shot(page, '28-messages');
  await newest.click();
  await expect(page.getByTestId('message-detail-title')).toHaveText('Withdrawal approved');
  await expect(page.getByTestId('message-detail-body')).toContainText('120.00');
  await shot(page, '29-message-detail');
  await page.goBack();
  await expect(page.locator('[data-testid^="message-item-"]').first()).toHaveAttribute(
    'data-unread',
    'false',
  );
  await page.getByTestId('message-read-all').click();
  await expect(page.locator('[data-unread="true"]')).toHaveCount(0);
  await openMe(page);
  await expect(page.getByTestId('me-messages')).toBeVisible();
  await expect(page.getByTestId('me-messages-badge')).toHaveCount(0);
});
