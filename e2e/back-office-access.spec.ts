import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';

test('an operator sees and reaches only the pages their role grants', async ({ browser, request }) => {
  const ops = await operator(request);
  const desk = { username: 'content-desk', password: 'Newsroom-Desk-2026' };
  await ops.createOperator(desk.username, desk.password, ['cms:content:*']);

  const office = await backOffice(browser, desk);
  await expect(office.menu()).toHaveText(['Content']);
  await office.open('Content');
  await expect(office.page.getByRole('button', { name: 'New item' })).toBeVisible();
  await office.shot('64-office-content-desk');

  // Typing the address of a page outside the role shows 403, and the server refuses its calls too.
  await office.page.goto('/admin/#/recharges');
  await expect(office.page.getByTestId('forbidden')).toBeVisible();
  await expect(office.page.locator('.ant-table')).toHaveCount(0);
  await office.shot('65-office-forbidden');
  const token = await office.page.evaluate(
    () => JSON.parse(localStorage.getItem('admin-session') ?? '{}').token,
  );
  const refused = await request.post(`${E2E.baseUrl}/api/admin/recharge/order/page`, {
    data: {},
    headers: { authorization: token },
  });
  expect((await refused.json()).code).toBe(1005);

  // The full operator lands on the dashboard, with the ledger's invariants checked, and sees every page.
  const admin = await backOffice(browser);
  await expect(admin.page.getByTestId('dashboard-ledger')).toHaveAttribute('data-ok', 'true');
  await admin.shot('66-office-dashboard');
  await expect(admin.menu()).toContainText([
    'Dashboard',
    'Members',
    'Recharge review',
    'Withdrawal review',
    'Content',
  ]);

  // In Arabic the back office reads right to left, menus and antd's own texts included.
  await admin.page.getByRole('combobox', { name: 'Language' }).click();
  await admin.page.getByTitle('العربية').click();
  await expect(admin.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(admin.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await expect(admin.menu().first()).toHaveText('لوحة المعلومات');
  await expect(admin.page).toHaveTitle(/[\u0600-\u06ff]/);
  await expect(admin.page.locator('.ant-layout-sider')).toHaveCSS('direction', 'rtl');
  await admin.shot('67-office-dashboard-ar');
  await Promise.all([office.close(), admin.close()]);
});
