import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { expectAccessible } from './axe';
import { type BackOffice, backOffice } from './back-office';
import { E2E } from './env';
import { bankRecharge, register } from './pages';

/** Every page of the back office, read from its page list so that a new page is checked too. */
const PAGE_PATHS = [
  ...fs
    .readFileSync(path.resolve(import.meta.dirname, '../admin/src/shared/page-list.tsx'), 'utf8')
    .matchAll(/path: '([^']+)'/g),
].map((m) => m[1]);

/** Opens a page by its address and waits for its first card (every page is one or more). */
async function openPage(page: Page, pagePath: string) {
  await page.goto(`/admin/#/${pagePath}`);
  await expect(page.getByTestId('forbidden')).toHaveCount(0);
  await expect(page.locator('.ant-layout-content .ant-card').first()).toBeVisible();
}

/** Opens a form with `open`, checks it (a screenshot too when `shot` names one), and closes it again. */
async function checkForm(office: BackOffice, label: string, open: () => Promise<unknown>, shot?: string) {
  await open();
  const dialog = office.page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expectAccessible(office.page, label);
  if (shot) await office.shot(shot);
  await office.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every back-office page and its main forms pass axe (WCAG 2.1 A/AA and best practices), in English and in Arabic', async ({
  page,
  browser,
  request,
}) => {
  // Every page in two languages, each waited on and scanned: under 2 min on a quiet host, over 3 min
  // on a slow or shared one; the editors with every language side by side (hundreds of fields) take
  // axe longest.
  test.setTimeout(480_000);

  // Data for the tables: a member with a confirmed and a waiting recharge, a project, content,
  // a chat room, a trailer task, another operator and a funded marketing budget.
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  await ops.publishProject(openProject(now));
  await ops.publishContent({
    kind: 'news',
    texts: { en: { title: 'Premiere night in Porto', summary: 'Doors at eight.', body: '<p>Welcome.</p>' } },
  });
  await ops.publishContent({ kind: 'announcement', texts: { en: { title: 'New films every month' } } });
  await ops.createChatRoom({ name: 'Premiere Lounge', announcement: 'News first.', rules: 'Be kind.' });
  await ops.publishTask({ title: 'Watch the teaser', reward: 100, requiredSeconds: 5 });
  await ops.createOperator('desk-reader', 'Quiet-Lantern-Reads-77', ['cms:content:read']);
  await ops.fundMarketing(1_000_000);
  await register(page, { phone: '2025550170', password: 'Access-Check-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await bankRecharge(page, ops, '500');
  // A second recharge stays waiting for review: the desk it is handed confirms nothing.
  const idleDesk = { pendingRecharges: async () => [{ id: 0 }], confirmRecharge: async () => null };
  await bankRecharge(page, idleDesk, '300');

  // The sign-in page, before signing in.
  const signIn = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const signInPage = await signIn.newPage();
  await signInPage.goto('/admin/');
  await expect(signInPage.getByLabel('Username')).toBeVisible();
  await expectAccessible(signInPage, 'login');
  await signIn.close();

  const office = await backOffice(browser);
  expect(PAGE_PATHS.length).toBeGreaterThan(20);
  for (const pagePath of PAGE_PATHS) {
    await openPage(office.page, pagePath);
    await expectAccessible(office.page, pagePath);
    if (['dashboard', 'members', 'recharges'].includes(pagePath))
      await office.shot(`a11y-office-${pagePath}`);
  }

  // The main forms, each over its page.
  const forms: [string, string, () => Promise<unknown>][] = [
    ['projects', 'New project', () => office.page.getByRole('button', { name: 'New project' }).click()],
    ['content', 'New item', () => office.page.getByRole('button', { name: 'New item' }).click()],
    ['tasks', 'New task', () => office.page.getByRole('button', { name: 'New task' }).click()],
    [
      'announcements',
      'New announcement',
      () => office.page.getByRole('button', { name: 'New announcement' }).click(),
    ],
    ['chat', 'Add room', () => office.page.getByRole('button', { name: 'Add room' }).click()],
    ['operators', 'Add operator', () => office.page.getByRole('button', { name: 'Add operator' }).click()],
    ['roles', 'Add role', () => office.page.getByRole('button', { name: 'Add role' }).click()],
    ['report-roles', 'Add report role', () => office.page.getByTestId('report-role-add').click()],
    ['members', 'Member detail', () => office.row('2025550170').getByRole('button').first().click()],
    [
      'recharges',
      'Reject recharge',
      async () => {
        // The page opens on the orders to review; this one has no voucher and waits for payment.
        await office.page.getByRole('combobox', { name: 'State' }).click();
        await office.page.getByTitle('Waiting for payment').click();
        await office.row('2025550170').getByRole('button', { name: 'Reject' }).click();
      },
    ],
  ];
  for (const [pagePath, label, open] of forms) {
    await openPage(office.page, pagePath);
    const shot = pagePath === 'projects' ? 'a11y-office-project-form' : undefined;
    await checkForm(office, `${pagePath}: ${label}`, open, shot);
  }

  // Right to left: the dashboard and the members in Arabic.
  await openPage(office.page, 'dashboard');
  await office.page.getByRole('combobox', { name: 'Language' }).click();
  await office.page.getByTitle('العربية').click();
  await expect(office.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(office.page, 'dashboard (ar-EG)');
  await openPage(office.page, 'members');
  await expectAccessible(office.page, 'members (ar-EG)');
  await office.shot('a11y-office-members-ar');
  await office.close();
});
