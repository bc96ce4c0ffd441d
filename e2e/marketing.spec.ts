import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';

test('an operator puts money into the marketing budget, which the dashboard shows beside the ledger', async ({
  browser,
  request,
}) => {
  const ops = await operator(request);
  const office = await backOffice(browser);
  await office.open('Marketing budget');
  const page = office.page;
  // The journeys share one server: earlier ones fund the budget and pay rewards from it, so the
  // contribution is checked against the balance this page showed before it.
  const balance = page.getByTestId('marketing-balance');
  await expect(balance).toContainText('USD');
  const before = Number((await balance.innerText()).replace(/[^\d.]/g, ''));
  const after = (before + 1250.5).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await page.getByPlaceholder('Source of the money').fill('Launch promotion, company funds');
  await page
    .locator('.ant-card')
    .filter({ hasText: 'Put money into the budget' })
    .locator('input')
    .first()
    .fill('1250.50');
  await page.getByTestId('marketing-contribute').click();
  // Four eyes: the contribution waits for a second operator; nothing is in the budget before.
  await expect(page.locator('.ant-message-notice').last()).toContainText('Sent for approval');
  const [asked] = await ops.waitingRequests('marketing-contribute');
  expect(asked.amount).toBe(125_050);
  await (await ops.secondKey())('/api/admin/finance/marketing/approve', { id: asked.id });
  await page.reload();
  await expect(balance).toContainText(after);
  await expect(office.row('Launch promotion, company funds')).toContainText('1,250.50');
  await office.shot('76-office-marketing-budget');

  await office.open('Dashboard');
  await expect(page.getByTestId('dashboard-marketing')).toContainText(after);
  await expect(page.getByTestId('dashboard-ledger')).toHaveAttribute('data-ok', 'true');
  await office.close();
});
