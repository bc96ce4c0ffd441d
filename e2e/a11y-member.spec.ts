import { expect, type Page, test } from '@playwright/test';
import { openProject, operator } from './admin-api';
import { expectAccessible } from './axe';
import { E2E } from './env';
import { chooseLanguage, field, openMe, otherPhone, register, setPayPassword } from './pages';

/**
 * Opens a route of the member app (paths.ts) and checks it once drawn: every page heads its main
 * landmark with an h1; `ready` is what shows once its data is in.
 */
async function check(page: Page, route: string, ready?: string) {
  await page.goto(`/#${route}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
  await expectAccessible(page, route);
}

test('every member page passes axe (WCAG 2.1 A/AA and best practices), in English and in Arabic', async ({
  page,
  browser,
  request,
}) => {
  // Every page in two languages, each waited on and scanned: under 2 min on a quiet host, over 3 min
  // on a slow or shared one.
  test.setTimeout(360_000);
  const ops = await operator(request);
  const now = Date.parse((await ops.advanceClock(0)).now);
  const projectId = await ops.publishProject(openProject(now));
  const text = (title: string, body = '<p>Open every day from nine.</p>') => ({
    texts: { en: { title, summary: 'What is new this week.', body } },
  });
  const newsId = await ops.publishContent({ kind: 'news', ...text('Premiere night in Porto') });
  const guideId = await ops.publishContent({ kind: 'guide', ...text('How investing works') });
  await ops.publishContent({ kind: 'announcement', ...text('New films every month') });
  for (const kind of ['companyProfile', 'customerService', 'memberRights', 'memberClause'])
    await ops.publishContent({ kind, ...text(`The club: ${kind}`) });
  const { id: roomId } = await ops.createChatRoom({
    name: 'Premiere Lounge',
    announcement: 'Screenings are announced here first.',
    rules: 'Be kind.',
  });
  const { id: taskId } = await ops.publishTask({
    title: 'Watch the teaser',
    reward: 100,
    requiredSeconds: 5,
  });

  // Signed out, in a phone of its own.
  const stranger = await (await otherPhone(browser)).newPage();
  await check(stranger, '/', 'project-card');
  await check(stranger, '/pages/user/login', 'submit');
  await check(stranger, `/pages/user/register?code=${E2E.rootCode}`, 'submit');
  await check(stranger, '/pages/language/index');
  await stranger.context().close();

  await register(page, { phone: '2025550301', password: 'Access-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  // The tab pages.
  await check(page, '/', 'project-card');
  await check(page, '/pages/hot/index', 'project-card');
  await check(page, '/pages/task/index');
  await check(page, '/pages/chat/index');
  await check(page, '/pages/me/index', 'me-nickname');
  await check(page, '/pages/team/index');

  // The full-screen pages.
  for (const route of [
    '/pages/user/info',
    '/pages/user/password',
    '/pages/user/payPassword',
    '/pages/funds/details',
    '/pages/withdraw/index',
    '/pages/withdraw/details',
    '/pages/recharge/details',
    '/pages/bank/index',
    '/pages/bank/add',
    '/pages/bank/verification',
    '/pages/member/rights',
    '/pages/member/clause',
    `/pages/project/detail?id=${projectId}`,
    '/pages/invest/index',
    '/pages/invest/holdings',
    '/pages/focus/favorite',
    '/pages/focus/follow',
    '/pages/news/index',
    `/pages/news/detail?id=${newsId}`,
    '/pages/guide/index',
    `/pages/guide/detail?id=${guideId}`,
    '/pages/company/profile',
    '/pages/service/index',
    '/pages/message/index',
    `/pages/chat/room?id=${roomId}`,
    `/pages/chat/album?roomId=${roomId}`,
    '/pages/chat/service',
    `/pages/task/watch?id=${taskId}`,
    '/pages/task/mine',
    '/pages/lottery/index',
    '/pages/lottery/prizes',
    '/pages/lottery/coupons',
    '/pages/ranking/invite',
    '/pages/ranking/crowdfunding',
    '/pages/ranking/award?board=invite',
    '/pages/team/invitation',
    '/pages/team/groupRewards',
    '/pages/team/dividendRecords',
    '/pages/report/index',
    '/pages/user/areaCode',
  ])
    await check(page, route);

  // A pay password, money in, and the membership page's pay-password popup typed from a keyboard.
  await openMe(page);
  await setPayPassword(page, '135790');
  await check(page, '/pages/recharge/index', 'recharge-channel-bank');
  await page.getByTestId('recharge-channel-bank').click();
  await field(page, 'recharge-amount').fill('200');
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-reference')).toBeVisible();
  await expectAccessible(page, 'recharge pay');
  await ops.confirmRecharge((await ops.pendingRecharges())[0].id);
  await check(page, '/pages/member/index', 'member-activate');
  await page.getByTestId('member-activate').click();
  await expect(page.getByTestId('member-pay-password')).toBeFocused();
  await expectAccessible(page, 'pay password popup');
  await page.keyboard.type('135790');
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'active');

  // Right to left.
  await openMe(page);
  await chooseLanguage(page, 'ar-EG');
  await check(page, '/', 'project-card');
  await check(page, '/pages/me/index', 'me-nickname');
});
