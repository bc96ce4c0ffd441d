import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { totp } from './totp';

/** The enrolment and code-step screenshots are taken at a laptop's size. */
const LAPTOP = { width: 1280, height: 800 };

test('a new operator sets up two-step sign-in, keeps the recovery codes, signs in with a code or a recovery code, and loses the factor to a reset', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await operator(request);
  const person = { username: 'night-desk', password: 'Projector-Lamp-1984' };
  await admin.createOperator(person.username, person.password, ['base:dashboard:read']);
  // The journeys move the server's clock: codes are what a phone would show at the server's now.
  const serverNow = async () => Date.parse((await admin.advanceClock(0)).now);
  /** A code is accepted once: the next sign-in waits for the phone's next one, 30 seconds on. */
  const nextCode = async (secret: string) => totp(secret, Date.parse((await admin.advanceClock(30)).now));

  // Without a factor (the e2e server runs OPERATOR_MFA=off) the password alone signs in.
  const office = await backOffice(browser, person, { viewport: LAPTOP });
  const { secret, recoveryCodes } = await office.enrolSecondFactor(async (key) =>
    totp(key, await serverNow()),
  );
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  // Saved: on to the first page the role opens; the page now says the factor is on.
  await expect(office.page.locator('.ant-card-head-title').first()).toHaveText('Dashboard');
  await office.page.getByTestId('security-link').click();
  await expect(office.page.getByText('Two-step sign-in is on', { exact: true })).toBeVisible();
  await expect(office.page.getByTestId('codes-left')).toHaveText('Unused recovery codes: 10.');
  await office.signOut();

  // The password alone no longer signs in: the code step comes, and refuses a wrong code.
  await office.page.getByLabel('Username').fill(person.username);
  await office.page.getByLabel('Password').fill(person.password);
  await office.page.getByRole('button', { name: 'Sign in' }).click();
  const codeField = office.page.getByLabel('Code');
  await expect(codeField).toBeVisible();
  await office.shot('72-office-two-step-code');
  const right = await nextCode(secret);
  await codeField.fill(right === '000000' ? '111111' : '000000');
  await office.page.getByRole('button', { name: 'Verify code' }).click();
  await expect(office.page.getByRole('alert')).toContainText('Wrong or already used code');
  await codeField.fill(right);
  await office.page.getByRole('button', { name: 'Verify code' }).click();
  await expect(office.page.getByTestId('operator-name')).toHaveText(person.username);
  await office.signOut();

  // A recovery code works once in place of a code.
  await office.signIn(person, async () => recoveryCodes[0]);
  await office.page.getByTestId('security-link').click();
  await expect(office.page.getByTestId('codes-left')).toHaveText('Unused recovery codes: 9.');

  // Lost phone: an operator holding the key resets the factor; the operator is signed out at once.
  const desk = await backOffice(browser);
  await desk.open('Operators');
  const row = desk.row(person.username);
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  await desk.confirmPopup('Reset two-step sign-in');
  await desk.expectDone();
  await expect(row).toContainText('Off');
  await desk.close();
  await office.page.reload();
  await expect(office.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Next time the password alone signs in again (OPERATOR_MFA=off), to set it up anew.
  await office.signIn(person);
  await office.close();
});
