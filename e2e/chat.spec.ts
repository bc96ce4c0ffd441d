import { expect, type Page, test } from '@playwright/test';
import { operator } from './admin-api';
import { backOffice } from './back-office';
import { E2E } from './env';
import { becomeVip, chooseLanguage, longPress, openMe, register, shot } from './pages';

/** The chat tab, then the room. */
async function openRoom(page: Page, roomId: number) {
  await page.goto('/#/pages/chat/index');
  await expect(page.getByTestId('chat-conversations')).toBeVisible();
  await page.getByTestId(`chat-conversation-${roomId}`).click();
  await expect(page.getByTestId('chat-messages')).toBeVisible();
}

const message = (page: Page, text: string) =>
  page.locator('[data-testid^="chat-message-"]').filter({ hasText: text });

test('two members chat in the club room in real time, one in Arabic; a member without VIP sees why not', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const ops = await operator(request);
  const roomId = (
    await ops.createChatRoom({
      name: 'Premiere Lounge',
      announcement: 'Screenings are announced here first.',
      rules: 'Be kind.',
    })
  ).id;

  const ada = await (await browser.newContext()).newPage();
  const noor = await (await browser.newContext()).newPage();
  await register(ada, { phone: '2025550181', password: 'Lounge-Ada-2026', inviteCode: E2E.rootCode });
  await register(noor, { phone: '2025550182', password: 'Lounge-Noor-2026', inviteCode: E2E.rootCode });
  await expect(ada.getByTestId('tab-home')).toBeVisible();
  await expect(noor.getByTestId('tab-home')).toBeVisible();

  // Noor is not a member yet: the room reads, and the composer says why she cannot speak.
  await openRoom(noor, roomId);
  await expect(noor.getByTestId('chat-blocked')).toHaveAttribute('data-reason', 'notMember');
  await expect(noor.getByTestId('chat-input')).toHaveCount(0);
  await shot(noor, '70-chat-not-member');
  await noor.getByTestId('chat-room-info').click();
  await expect(noor.getByTestId('chat-announcement')).toContainText('Screenings are announced here first.');
  await noor.keyboard.press('Escape');

  await becomeVip(ada, ops, '135790');
  await becomeVip(noor, ops, '246801');
  await openMe(noor);
  await chooseLanguage(noor, 'ar-EG');

  await openRoom(ada, roomId);
  await openRoom(noor, roomId);
  await expect(noor.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(noor.getByTestId('chat-blocked')).toHaveCount(0);

  await ada.getByTestId('chat-input').fill('Hello Noor, are you coming to the premiere?');
  await ada.getByTestId('chat-send').click();
  await expect(message(ada, 'Hello Noor')).toHaveAttribute('data-mine', 'true');
  // Held, a message offers to copy its text.
  await ada.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await longPress(ada, message(ada, 'Hello Noor').getByTestId('chat-text'));
  await ada.getByTestId('press-copy').click();
  await expect(ada.getByText('Content copied')).toBeVisible();
  expect(await ada.evaluate(() => navigator.clipboard.readText())).toBe(
    'Hello Noor, are you coming to the premiere?',
  );
  await expect(message(noor, 'Hello Noor')).toHaveAttribute('data-mine', 'false', { timeout: 5_000 });

  await noor.getByTestId('chat-input').fill('نعم، أراك هناك!');
  await noor.getByTestId('chat-send').click();
  await expect(message(ada, 'أراك هناك')).toBeVisible({ timeout: 5_000 });
  await shot(ada, '71-chat-room');
  await shot(noor, '72-chat-room-arabic');

  // The conversation list shows the last message; Ada has read it all.
  await ada.goBack();
  await expect(ada.getByTestId(`chat-conversation-${roomId}`)).toContainText('أراك هناك');
  await shot(ada, '73-chat-conversations');
});

test('a member writes to customer service and an operator answers from the back office', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await register(page, { phone: '2025550183', password: 'Service-Ivy-2026', inviteCode: E2E.rootCode });
  await expect(page.getByTestId('tab-home')).toBeVisible();

  // From the customer-service page into the conversation, which no VIP membership is needed for.
  await page.goto('/#/pages/service/index');
  await page.getByTestId('customer-service-chat').click();
  await expect(page.getByTestId('chat-messages')).toBeVisible();
  await expect(page.getByTestId('chat-blocked')).toHaveCount(0);
  await page.getByTestId('chat-input').fill('Hello, my bank recharge is not credited yet.');
  await page.getByTestId('chat-send').click();
  await expect(message(page, 'my bank recharge')).toHaveAttribute('data-mine', 'true');

  // The operator names themself for members, then finds the conversation waiting at the desk.
  const office = await backOffice(browser);
  await office.open('Operators');
  await office.row(E2E.admin.username).getByRole('button', { name: 'Edit' }).click();
  await office.page.getByTestId('operator-display-name').fill('Mia from the club');
  await office.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(office.row(E2E.admin.username)).toContainText('Mia from the club');

  await office.open('Customer service');
  const row = office.row('my bank recharge');
  await expect(row).toContainText('Waiting');
  await expect(row.locator('.ant-badge-count')).toHaveText('1');
  await row.getByRole('button', { name: 'Open' }).click();
  const drawer = office.page.getByRole('dialog');
  await expect(drawer.getByTestId('desk-history')).toContainText('my bank recharge');
  await drawer
    .getByTestId('desk-reply-text')
    .fill('Hi, Mia here: it is credited within 10 minutes of review.');
  await drawer.getByTestId('desk-reply-send').click();
  await expect(drawer.getByTestId('desk-history')).toContainText('Mia here');
  await expect(drawer).toContainText('Mia from the club');
  await office.shot('74-office-service-desk');

  // The member sees the answer in real time, signed with the agent's name.
  const answer = message(page, 'Mia here');
  await expect(answer).toHaveAttribute('data-mine', 'false', { timeout: 5_000 });
  await expect(answer).toContainText('Mia from the club');
  await shot(page, '75-chat-customer-service');

  // Closed by the desk: the member is told, and writing again opens it.
  await drawer.getByTestId('desk-close').click();
  await expect(page.getByTestId('chat-service-closed')).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('chat-input').fill('Thank you!');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-service-closed')).toHaveCount(0, { timeout: 10_000 });

  // The Chat room tab lists customer service first.
  await page.goto('/#/pages/chat/index');
  const first = page.getByTestId('chat-conversations').locator('li').first();
  await expect(first).toContainText('Customer service');
  await expect(first).toContainText('Thank you!');
  await office.close();
});
