import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';
import { smsCodeFor } from './server-log';

/** Page models: what a member does on each screen, in the words of the screen. */

/** A text input by its test id, whether the id sits on the input or on its wrapper. */
export function field(page: Page, testId: string) {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** Another person's phone: a browser context of its own at the members' viewport. */
export function otherPhone(browser: Browser) {
  return browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${E2E.artifacts}/${name}.png` });
}

/** Holds a finger on the element past the long press's 350 ms, without moving (spec §9). */
export async function longPress(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600);
  await page.mouse.up();
}

/** Drags the puzzle's handle so that the piece lands at image x = `x`, the way a finger would. */
export async function solveSlider(page: Page, x: number) {
  const image = page.locator('[data-captcha-width]');
  await expect(image).toBeVisible();
  const width = Number(await image.getAttribute('data-captcha-width'));
  const pieceSize = Number(await image.getAttribute('data-piece-size'));
  const handle = page.getByTestId('captcha-handle');
  const track = handle.locator('..');
  const handleBox = await handle.boundingBox();
  const trackBox = await track.boundingBox();
  if (!handleBox || !trackBox) throw new Error('slider not laid out');
  const travel = trackBox.width - handleBox.width;
  const offset = (x / (width - pieceSize)) * travel;
  const startX = handleBox.x + handleBox.width / 2;
  const y = handleBox.y + handleBox.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(startX + (offset * i) / 10, y);
  await page.mouse.up();
}

/** Registers through an invitation link: the code's own, or `link` (a shared group link carrying it). */
export async function register(
  page: Page,
  m: { phone: string; password: string; inviteCode: string; link?: string },
) {
  await page.goto(m.link ?? `/#/pages/user/register?code=${m.inviteCode}`);
  await expect(field(page, 'invite-code')).toHaveValue(m.inviteCode);
  await field(page, 'phone').fill(m.phone);
  await field(page, 'password').fill(m.password);
  await shot(page, '01-register');
  await page.getByTestId('send-code').click();
  await expect(page.locator('[data-captcha-width] img').first()).toBeVisible();
  await shot(page, '02-slider-puzzle');
  await solveSlider(page, E2E.captchaX);
  // The resend countdown starts once the code is on its way.
  await expect(page.getByTestId('send-code')).toContainText(/\d+/);
  await shot(page, '03-sms-countdown');
  const code = await smsCodeFor(`+1${m.phone}`);
  await field(page, 'sms-code').fill(code);
  await page.getByTestId('submit').click();
}

export async function login(page: Page, m: { phone: string; password: string }, expectSuccess = true) {
  await page.goto('/#/pages/user/login');
  await field(page, 'phone').fill(m.phone);
  await field(page, 'password').fill(m.password);
  await page.getByTestId('submit').click();
  // Signed in: the app leaves the login page for where the member was going.
  if (expectSuccess) await expect(page).not.toHaveURL(/pages\/user\/login/);
}

export async function openMe(page: Page) {
  const tab = page.getByTestId('tab-me');
  if (await tab.isVisible()) await tab.click();
  else await page.goto('/#/pages/me/index');
  await expect(page.getByTestId('me-nickname')).toBeVisible();
}

export async function changeNickname(page: Page, nickname: string) {
  await page.getByTestId('me-info').click();
  const input = field(page, 'nickname');
  await input.fill(nickname);
  await shot(page, '05-my-information');
  const saved = page.waitForResponse((r) => r.url().includes('/user/info/updatePerson'));
  await page.getByTestId('save').click();
  expect((await (await saved).json()).code).toBe(1000);
  await page.goBack();
}

/** Types six digits on the on-screen number keyboard of the passcode input. */
export async function typePasscode(page: Page, digits: string) {
  const key = (d: string) =>
    page
      .locator('.adm-number-keyboard-key')
      .filter({ hasText: new RegExp(`^${d}$`), visible: true })
      .first();
  for (const d of digits) await key(d).click();
}

export async function setPayPassword(page: Page, pin: string) {
  await page.getByTestId('me-pay-password').click();
  await expect(page.getByTestId('pay-password-prompt')).toBeVisible();
  await page.getByTestId('pay-password-new').click();
  await typePasscode(page, pin);
  await shot(page, '06-pay-password-confirm');
  await typePasscode(page, pin);
  // Saved: the page closes itself.
  await expect(page).not.toHaveURL(/payPassword/);
}

export async function chooseLanguage(page: Page, code: string) {
  await page.getByTestId('me-language').click();
  await page.getByTestId(`language-${code}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await page.goBack();
}

type RechargeDesk = {
  pendingRecharges(): Promise<{ id: number }[]>;
  confirmRecharge(id: number): Promise<unknown>;
};

/** A bank recharge of `amount` (major units) from Me, which the operator confirms. */
export async function bankRecharge(page: Page, ops: RechargeDesk, amount: string) {
  await openMe(page);
  await page.getByTestId('me-recharge').click();
  await page.getByTestId('recharge-channel-bank').click();
  await field(page, 'recharge-amount').fill(amount);
  await page.getByTestId('recharge-submit').click();
  await expect(page.getByTestId('recharge-reference')).toBeVisible();
  await ops.confirmRecharge((await ops.pendingRecharges())[0].id);
}

/** A bank card added from Me, which the operator verifies. */
export async function addVerifiedCard(
  page: Page,
  ops: { pendingCards(): Promise<{ id: number }[]>; verifyCard(id: number): Promise<unknown> },
  card: { holder: string; number: string },
) {
  await openMe(page);
  await page.getByTestId('me-bank').click();
  await page.getByTestId('bank-add').click();
  await page.getByTestId('bank-kind-bank').click();
  await field(page, 'bank-holder').fill(card.holder);
  await field(page, 'bank-name').fill('Film Bank');
  await field(page, 'bank-number').fill(card.number);
  await page.getByTestId('bank-save').click();
  await expect(page.locator('[data-testid^="bank-status-"]').first()).toHaveAttribute(
    'data-status',
    'pending',
  );
  await ops.verifyCard((await ops.pendingCards())[0].id);
}

/**
 * Makes the signed-in member an active VIP the way a member does: a pay password, a bank recharge
 * the operator confirms, and the activation confirmed with the pay password.
 */
export async function becomeVip(page: Page, ops: RechargeDesk, pin: string) {
  await openMe(page);
  await setPayPassword(page, pin);
  await bankRecharge(page, ops, '200');
  await openMe(page);
  await page.getByTestId('me-vip').click();
  await page.getByTestId('member-activate').click();
  await typePasscode(page, pin);
  await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'active');
}
