import { expect, type Page, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import { becomeVip, chooseLanguage, login, openMe, otherPhone, register, shot } from './pages';

/** Registers a member on a phone of their own and signs out there; `inviteCode` places them. */
async function registerElsewhere(
  browser: Parameters<typeof otherPhone>[0],
  m: { phone: string; password: string; inviteCode: string },
) {
  const context = await otherPhone(browser);
  const page = await context.newPage();
  await register(page, m);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  return { page, close: () => context.close() };
}

const codeOf = async (page: Page) => {
  await openMe(page);
  return ((await page.getByTestId('invitation-code').textContent()) ?? '').trim();
};

test('an operator makes a member a director in the back office; the director reads the reports, the graphs over 7, 30 and 90 days and an assistant’s details, in Arabic too', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ops = await operator(request);
  const director = { phone: '2025550171', password: 'Director-Di-2026', inviteCode: E2E.rootCode };
  await register(page, director);
  await expect(page.getByTestId('tab-home')).toBeVisible();
  // Without a role there is no Reports entry.
  await openMe(page);
  await expect(page.getByTestId('me-nickname')).toBeVisible();
  await expect(page.getByTestId('me-reports')).toHaveCount(0);
  const directorCode = await codeOf(page);

  // The director's invitee becomes VIP; an assistant (registered elsewhere in the club) invites one.
  const friend = await registerElsewhere(browser, {
    phone: '2025550172',
    password: 'Friend-Fo-2026',
    inviteCode: directorCode,
  });
  await becomeVip(friend.page, ops, '135790');
  await friend.close();
  const assistant = await registerElsewhere(browser, {
    phone: '2025550173',
    password: 'Helper-He-2026',
    inviteCode: E2E.rootCode,
  });
  const assistantCode = await codeOf(assistant.page);
  await assistant.close();
  const invitee = await registerElsewhere(browser, {
    phone: '2025550174',
    password: 'Invitee-In-2026',
    inviteCode: assistantCode,
  });
  await invitee.close();

  // In the back office: the director, then the assistant working for them.
  const directorId = await ops.memberId('2025550171');
  const office = await backOffice(browser);
  await office.giveReportRole(directorId, 'Director');
  await office.giveReportRole(await ops.memberId('2025550173'), 'Assistant', directorId);
  await office.shot('94-office-report-roles');
  await office.close();
  // The day-close job runs: the director's and the assistant's last 90 days.
  await ops.advanceClock(301);

  await login(page, director);
  await openMe(page);
  await page.getByTestId('me-reports').click();
  await expect(page.getByTestId('report-summary')).toHaveAttribute('data-role', 'director');
  // The friend (level 1, VIP) and the assistant's invitee (an assist invitation).
  await expect(page.getByTestId('report-total-users')).toContainText('2');
  await expect(page.getByTestId('report-total-members')).toContainText('1');
  await expect(page.getByTestId('report-total-assistants')).toContainText('1');
  await expect(page.getByTestId('report-member')).toHaveCount(2);
  await expect(page.getByTestId('report-member').filter({ hasText: '0172' })).toBeVisible();
  await shot(page, '95-director-report');

  for (const graph of ['growth', 'shareholding', 'team']) {
    await page.getByTestId(`report-link-${graph}`).click();
    await expect(page.getByTestId('report-graph')).toBeVisible();
    for (const days of [7, 30, 90]) {
      await page.getByTestId(`report-days-${days}`).click();
      await expect(page.getByTestId('report-graph-day')).toHaveCount(days);
    }
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await shot(page, `96-report-${graph}`);
    await page.goBack();
    await expect(page.getByTestId('report-summary')).toBeVisible();
  }

  // The assistant's details: their own invitee, as the assistant sees them.
  await page.getByTestId('report-link-assistants').click();
  await page.getByTestId('report-assistant').filter({ hasText: '0173' }).locator('button').first().click();
  await expect(page.getByTestId('report-summary')).toHaveAttribute('data-role', 'assistant');
  await expect(page.getByTestId('report-total-users')).toContainText('1');
  await expect(page.getByTestId('report-member').filter({ hasText: '0174' })).toBeVisible();
  await shot(page, '97-assistant-details');

  // In Arabic the reports read right to left.
  await openMe(page);
  await chooseLanguage(page, 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openMe(page);
  await page.getByTestId('me-reports').click();
  await expect(page.getByTestId('report-summary')).toHaveAttribute('data-role', 'director');
  await shot(page, '98-director-report-ar');
  await page.getByTestId('report-link-team').click();
  await page.getByTestId('report-days-30').click();
  await expect(page.getByTestId('report-graph-day')).toHaveCount(30);
  await shot(page, '99-report-team-ar');
});
