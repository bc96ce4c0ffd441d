import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import { otherPhone, register } from './pages';

test('an operator makes a member a director by picking them by phone, the picker naming each member with phone and id', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ops = await operator(request);
  // Two members whose numbers share their first digits: a part of the number lists both.
  const chosen = { phone: '2025550161', password: 'Picked-Pi-2026', inviteCode: E2E.rootCode };
  await register(page, chosen);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  const neighbour = await otherPhone(browser);
  const neighbourPage = await neighbour.newPage();
  await register(neighbourPage, {
    phone: '2025550168',
    password: 'Neighbour-Ne-2026',
    inviteCode: E2E.rootCode,
  });
  await expect(neighbourPage.getByTestId('tab-home')).toBeVisible();
  await neighbour.close();
  const chosenId = await ops.memberId(chosen.phone);
  const neighbourId = await ops.memberId('2025550168');

  const office = await backOffice(browser);
  await office.open('Directors & assistants');
  await office.page.getByTestId('report-role-add').click();
  const form = office.page.getByRole('dialog');
  await form.getByTestId('report-role-user').locator('input').fill('555016');
  const options = office.page.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: new RegExp(`\\+1 2025550161 · #${chosenId}$`) })).toHaveCount(1);
  await expect(options.filter({ hasText: new RegExp(`\\+1 2025550168 · #${neighbourId}$`) })).toHaveCount(1);
  await office.shot('94b-office-member-picker');
  // The whole number leaves the one member.
  await form.getByTestId('report-role-user').locator('input').fill(chosen.phone);
  await expect(options).toHaveCount(1);
  await options.filter({ hasText: `#${chosenId}` }).click();
  await expect(form.getByTestId('report-role-user')).toContainText(`+1 2025550161 · #${chosenId}`);
  await form.getByText('Director', { exact: true }).click();
  await form.getByRole('button', { name: 'Add role' }).click();
  await office.expectDone(`Role given to member #${chosenId}`);
  const row = office.row('+12025550161');
  await expect(row).toContainText('Director');
  await expect(row).toContainText(String(chosenId));
  await office.shot('94c-office-director-picked');
  await office.close();
});
