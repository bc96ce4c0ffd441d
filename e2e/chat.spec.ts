import { expect, type Page, test } from '@playwright/test';
import { operator } from './admin-api';
import { E2E } from './env';
import { becomeVip, chooseLanguage, openMe, register, shot } from './pages';

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
