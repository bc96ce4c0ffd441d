import { expect, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import { becomeVip, register, shot } from './pages';

test('a VIP member watches a trailer to the end for its reward; leaving early asks and pays nothing', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ops = await operator(request);
  await ops.fundMarketing(100_000);
  await ops.publishTask({ title: 'Watch the trailer: Harbor Lights', reward: 500, requiredSeconds: 8 });

  await register(page, { phone: '2025550184', password: 'Trailer-Tia-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  // Before VIP: today's tasks, locked, show what membership unlocks; there is nothing to start.
  await page.goto('/#/pages/task/index');
  await expect(page.getByTestId('task-preview-item').first()).toBeVisible();
  await expect(page.getByTestId('task-preview-item').first()).toContainText('VIP only');
  await expect(page.getByTestId('task-preview-total')).toContainText('Earn up to $');
  await expect(page.getByTestId('activation-tips')).toBeVisible();
  await expect(page.getByTestId('task-watch')).toHaveCount(0);
  await shot(page, '77a-task-locked');

  await becomeVip(page, ops, '135790');

  await page.goto('/#/pages/task/index');
  const task = page.getByTestId('task-item').filter({ hasText: 'Harbor Lights' });
  await expect(task).toHaveAttribute('data-state', 'notCompleted');
  await shot(page, '77-task-tab');

  // Leaving before the end asks whether to keep watching, by the phone's back as by the page's, and
  // pays nothing.
  await task.getByTestId('task-watch').click();
  await expect(page.getByTestId('task-countdown')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Leave now and get no reward?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep watching' }).click();
  await expect(page.getByTestId('task-countdown')).toBeVisible();
  await page.locator('.adm-nav-bar-back').click();
  await expect(page.getByText('Leave now and get no reward?')).toBeVisible();
  await shot(page, '78-task-leave-early');
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(task).toHaveAttribute('data-state', 'notCompleted');

  // Watched to the end: the reward, paid from the marketing budget, lands in funding details.
  await task.getByTestId('task-watch').click();
  await expect(page.getByTestId('task-countdown')).toBeVisible();
  await shot(page, '79-task-watching');
  await expect(page.getByTestId('task-result')).toHaveAttribute('data-paid', 'true', { timeout: 20_000 });
  await shot(page, '80-task-rewarded');
  await page.getByTestId('task-back-to-list').click();
  await expect(task).toHaveAttribute('data-state', 'rewarded');
  await page.goto('/#/pages/funds/details');
  await expect(page.getByText('$5.00').first()).toBeVisible();

  // The operator sees what the task paid.
  const office = await backOffice(browser);
  await office.open('Trailer tasks');
  await expect(office.row('Harbor Lights')).toContainText('5.00');
  await office.shot('81-office-trailer-tasks');
  await office.close();
});
