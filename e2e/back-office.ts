import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { E2E } from './env';

/**
 * Page models of the back office: what an operator does on a desktop browser, in the words of its
 * screens. Each operator gets a context of their own (a desktop window, their own session). An
 * operator with two-step sign-in gives `code()` (what their authenticator app shows) after the password.
 */
export async function backOffice(
  browser: Browser,
  credentials = E2E.admin,
  opts: { code?: () => Promise<string>; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    baseURL: E2E.baseUrl,
    viewport: opts.viewport ?? { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    locale: 'en-US',
  });
  const office = new BackOffice(await context.newPage());
  await office.signIn(credentials, opts.code);
  return office;
}

export class BackOffice {
  constructor(readonly page: Page) {}

  /** Signs in on the sign-in page, with the code step when `code` is given. */
  async signIn(credentials: { username: string; password: string }, code?: () => Promise<string>) {
    await this.page.goto('/admin/');
    await this.page.getByLabel('Username').fill(credentials.username);
    await this.page.getByLabel('Password').fill(credentials.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    if (code) {
      await expect(this.page.getByText('Two-step sign-in is on for this account')).toBeVisible();
      await this.page.getByLabel('Code').fill(await code());
      await this.page.getByRole('button', { name: 'Verify code' }).click();
    }
    await expect(this.page.getByTestId('operator-name')).toHaveText(credentials.username);
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }

  /**
   * Sets up two-step sign-in from the header: scans nothing, but reads the key shown for typing in,
   * enters the code `codeFor(key)` gives, and keeps the recovery codes shown once.
   */
  async enrolSecondFactor(codeFor: (secret: string) => Promise<string>) {
    await this.page.getByTestId('security-link').click();
    await this.page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(this.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = ((await this.page.getByTestId('factor-secret').textContent()) ?? '').replace(/\s/g, '');
    await this.page.getByLabel('Six-digit code').fill(await codeFor(secret));
    await this.shot('70-office-two-step-enrol');
    await this.page.getByRole('button', { name: 'Turn on' }).click();
    const codes = this.page.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await this.shot('71-office-two-step-recovery-codes');
    await this.page.getByRole('button', { name: 'I have saved them' }).click();
    return { secret, recoveryCodes };
  }

  /** Signs the window out of the test: its context (cookies, storage) goes with it. */
  async close() {
    await this.page.context().close();
  }

  async shot(name: string) {
    await this.page.screenshot({ path: `${E2E.artifacts}/${name}.png` });
  }

  /** The menu entries the operator's role shows. */
  menu() {
    return this.page.getByRole('menu').getByRole('menuitem');
  }

  async open(menuLabel: string) {
    await this.page.getByRole('menu').getByRole('menuitem', { name: menuLabel }).click();
    await expect(this.page.locator('.ant-card-head-title').first()).toHaveText(menuLabel);
  }

  /** A table row holding `text`, once the server's page has it. */
  row(text: string) {
    return this.page.locator('tr.ant-table-row', { hasText: text });
  }

  /** Answers a Popconfirm with its OK button. */
  async confirmPopup(okLabel: string) {
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: okLabel }).click();
  }

  /** A success message came up, saying `text` when given (what was done to what). */
  async expectDone(text?: string | RegExp) {
    const notice = this.page.locator('.ant-message-notice').last();
    await expect(notice.locator('.anticon-check-circle')).toBeVisible();
    if (text !== undefined) await expect(notice).toContainText(text);
  }

  /**
   * Writes a news item in English and Arabic in the rich-text editor (bodies are typed as text; the
   * English one gets a heading from the toolbar), saves it as a draft and publishes it.
   */
  async publishNews(texts: { en: { title: string; body: string }; ar: { title: string; body: string } }) {
    await this.open('Content');
    await this.page.getByRole('button', { name: 'New item' }).click();
    const drawer = this.page.getByRole('dialog');
    await drawer.getByLabel('Title en', { exact: true }).fill(texts.en.title);
    await drawer.getByLabel('Body en', { exact: true }).fill(texts.en.body);
    await drawer.getByRole('button', { name: 'Heading 2' }).first().click();
    await drawer.getByLabel('Title ar-EG', { exact: true }).fill(texts.ar.title);
    await drawer.getByRole('button', { name: 'Body ar-EG' }).click();
    await drawer.getByLabel('Body ar-EG', { exact: true }).fill(texts.ar.body);
    await this.shot('60-office-news-editor');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    const row = this.row(texts.en.title);
    await expect(row).toContainText('Draft');
    await row.getByRole('button', { name: 'Publish' }).click();
    await this.expectDone();
    await expect(row).toContainText('Published');
    await this.shot('61-office-news-published');
  }

  /** Confirms the member's waiting recharge after looking at the voucher. */
  async confirmRecharge(memberPhone: string) {
    await this.open('Recharge review');
    const row = this.row(memberPhone);
    await expect(row.locator('img').first()).toBeVisible();
    await this.shot('62-office-recharge-review');
    await row.getByRole('button', { name: 'Confirm' }).click();
    // With a voucher the bank reference is optional: confirm without one.
    const dialog = this.page.getByRole('dialog');
    await expect(dialog.getByLabel('Bank reference')).toBeVisible();
    // A click while the dialog still opens can be lost (seen once in a local run): click until it
    // closes. A repeat carries the same Idempotency-Key, so the order is credited once.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    await this.expectDone();
    await expect(row).toHaveCount(0);
  }

  /**
   * Picks member `id` in the member picker `field`, found by `search` (their phone, name or id):
   * the option is the one ending in `#id`.
   */
  async pickMember(field: Locator, search: string, id: number) {
    await field.locator('input').fill(search);
    await this.page
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`#${id}$`) })
      .click();
  }

  /**
   * Makes member `userId` a director, or an assistant of `directorId`, on Directors & assistants,
   * picking the member by `search` (their id unless given).
   */
  async giveReportRole(
    userId: number,
    role: 'Director' | 'Assistant',
    directorId?: number,
    search = String(userId),
  ) {
    await this.open('Directors & assistants');
    await this.page.getByTestId('report-role-add').click();
    const form = this.page.getByRole('dialog');
    await this.pickMember(form.getByTestId('report-role-user'), search, userId);
    await form.getByText(role, { exact: true }).click();
    if (directorId !== undefined)
      await this.pickMember(form.getByTestId('report-role-director'), String(directorId), directorId);
    await form.getByRole('button', { name: 'Add role' }).click();
    await this.expectDone();
    await expect(
      this.row(role)
        .filter({ hasText: String(userId) })
        .first(),
    ).toBeVisible();
  }

  /** Verifies the member's pending bank card. */
  async verifyCard(memberPhone: string) {
    await this.open('Bank card verification');
    const row = this.row(memberPhone);
    await row.getByRole('button', { name: 'Verify' }).click();
    await this.confirmPopup('Verify');
    await this.expectDone();
    await expect(row).toHaveCount(0);
  }

  /**
   * Approves the member's waiting withdrawal: the dialog shows the account it pays to in full, and
   * takes the reference of the transfer made to it.
   */
  async approveWithdrawal(memberPhone: string, accountNumber: string, payoutReference = 'FT-E2E-0001') {
    await this.open('Withdrawal review');
    const row = this.row(memberPhone);
    await row.getByRole('button', { name: 'Expand row' }).click();
    await expect(this.page.locator('.ant-descriptions')).toContainText(accountNumber);
    await this.shot('63-office-withdrawal-review');
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(accountNumber);
    await dialog.getByLabel('Payout reference').fill(payoutReference);
    await this.shot('63b-office-withdrawal-approve');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await this.expectDone(/^Withdrawal #\d+ approved$/);
    await expect(row).toHaveCount(0);
  }
}
