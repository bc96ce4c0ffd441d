import { expect, test } from '@playwright/test';
import { E2E } from './env';
import {
  changeNickname,
  chooseLanguage,
  field,
  login,
  openMe,
  register,
  setPayPassword,
  shot,
  typePasscode,
} from './pages';
import { smsCodeFor, smsCount } from './server-log';

test('a visitor registers with the puzzle and SMS code, edits the profile, sets a pay password, reads Arabic, logs out and back in', async ({
  page,
}) => {
  const member = { phone: '2025550177', password: 'Popcorn-2026', inviteCode: E2E.rootCode };

  await page.goto('/');
  await expect(page.getByTestId('site-name')).toBeVisible();
  await shot(page, '00-home-visitor');

  await register(page, member);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await shot(page, '04-home-member');

  await openMe(page);
  await expect(page.getByTestId('me-phone')).toContainText('0177');
  await expect(page.getByTestId('invitation-code')).toHaveText(/^[A-HJ-NP-Z2-9]{8}$/);

  await changeNickname(page, 'Cinephile');
  await openMe(page);
  await expect(page.getByTestId('me-nickname')).toHaveText('Cinephile');

  await setPayPassword(page, '246810');
  await openMe(page);
  await page.getByTestId('me-pay-password').click();
  await expect(page.getByTestId('pay-password-old')).toBeVisible();
  await shot(page, '07-change-pay-password');

  // Forgotten: a code sent to the registered phone replaces it; withdrawals wait a day after.
  const phone = `+1${member.phone}`;
  const sent = smsCount(phone);
  await page.getByTestId('pay-password-forgot').click();
  await expect(page.getByTestId('reset-hold-note')).toContainText('24');
  await page.getByTestId('reset-send').click();
  await expect(page.getByTestId('reset-sent')).toContainText('0177');
  await field(page, 'reset-code').fill(await smsCodeFor(phone, 10_000, sent));
  await page.getByTestId('reset-new').click();
  await typePasscode(page, '135799');
  await expect(page.getByTestId('reset-confirm')).toBeVisible();
  await shot(page, '07b-pay-password-reset');
  await typePasscode(page, '135799');
  // Saved: back on the page it was opened from.
  await expect(page.getByTestId('pay-password-old')).toBeVisible();
  await page.goBack();

  await openMe(page);
  await chooseLanguage(page, 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await openMe(page);
  await shot(page, '08-me-arabic-rtl');
  await expect(page.getByTestId('logout')).toHaveText(/[\u0600-\u06FF]/);

  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await openMe(page);
  // The phone's Back closes the logout question and stays on Me, logged in; Escape does the same.
  await page.getByTestId('logout').click();
  const question = page.locator('.adm-dialog-footer');
  await expect(question).toBeVisible();
  await page.goBack();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/#\/pages\/me\/index/);
  await page.getByTestId('logout').click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(page.getByTestId('me-nickname')).toHaveText('Cinephile');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog-footer .adm-dialog-button').last().click();
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await shot(page, '09-logged-out');

  // Logged out: a member page sends the visitor to login, and back there after logging in.
  await page.goto('/#/pages/me/index');
  await expect(page).toHaveURL(/#\/pages\/user\/login/);
  await login(page, member);
  await expect(page.getByTestId('me-nickname')).toHaveText('Cinephile');
  await shot(page, '10-back-after-login');
});

test('a wrong password is refused with a translated message', async ({ page }) => {
  await login(page, { phone: '2025550188', password: 'not-registered' }, false);
  await expect(page.getByText('Wrong mobile number or password')).toBeVisible();
});
