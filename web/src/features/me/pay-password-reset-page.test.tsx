import { PAY_PASSWORD_RESET_HOLD_HOURS, type TPayPasswordResetSent } from '@club/contract';
import { ErrorCode } from '@club/contract/lib/errors';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, type, waitFor } from '../../test/render';
import PayPasswordResetPage from './pay-password-reset-page';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const SMS = '/app/user/info/payPasswordReset/sms';
const RESET = '/app/user/info/resetPayPassword';
const sent: TPayPasswordResetSent = { phone: '+1 ••• 0189', resendAfter: 60, expiresIn: 600 };

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
  // The focused passcode scrolls itself into view, which jsdom, laying nothing out, lacks.
  HTMLElement.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => {
  navigate.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
  bindNavigator(navigate, { pathname: paths.payPasswordReset, search: '' });
  // Opened from another page: Back has somewhere to go.
  window.history.replaceState({ idx: 1 }, '');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const one = (id: string) => byTestId(id)[0];
const codeInput = () => one('reset-code') as HTMLInputElement;

async function open() {
  unmount = render(<PayPasswordResetPage />).unmount;
  await waitFor(() => one('reset-hold-note'));
}

/** Six digits on the number keyboard, as the member types them. */
async function typePin(digits: string) {
  for (const digit of digits) {
    click(await waitFor(() => document.querySelector(`.adm-number-keyboard-key[title="${digit}"]`)));
  }
}

/** The new pay password, twice: the passcode is tapped (focused: jsdom's click does not) for its keyboard. */
async function typeNewTwice(first: string, second = first) {
  act(() => one('reset-new').focus());
  await typePin(first);
  await waitFor(() => one('reset-confirm'));
  await typePin(second);
}

/** The bodies the reset route was sent, in order. */
const resetBodies = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls
    .filter(([url]) => String(url).endsWith(RESET))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('pay password reset by SMS', () => {
  it('says how long withdrawals are held, and sends the code to the registered phone', async () => {
    const api = stubApi({ [SMS]: () => sent });
    await open();
    // The page repeats the contract's hold; this is where the two are held together.
    expect(one('reset-hold-note').textContent).toContain(
      `withdrawals are held for ${PAY_PASSWORD_RESET_HOLD_HOURS} hours`,
    );
    expect(one('reset-send').textContent).toBe('Send code');

    click(one('reset-send'));
    const line = await waitFor(() => one('reset-sent'));
    expect(line.textContent).toContain('Code sent to');
    expect(line.textContent).toContain('+1 ••• 0189');
    // The resend waits for the server's resendAfter.
    const send = one('reset-send') as HTMLButtonElement;
    expect(send.textContent).toMatch(/^Resend in (60|59)s$/);
    expect(send.disabled).toBe(true);
    expect(api.mock.calls.filter(([url]) => String(url).endsWith(SMS))).toHaveLength(1);
  });

  it('shows a refused send under the code field', async () => {
    stubApi({ [SMS]: () => new StubFailure(ErrorCode.SMS_TOO_SOON, 'Please wait 42 seconds') });
    await open();
    click(one('reset-send'));
    const error = await waitFor(() => one('reset-code-error'));
    expect(error.textContent).toBe('Please wait 42 seconds');
    expect(byTestId('reset-sent')).toHaveLength(0);
    expect((one('reset-send') as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the code and the new password twice once the second is typed, then goes back', async () => {
    const api = stubApi({ [SMS]: () => sent, [RESET]: () => null });
    await open();
    click(one('reset-send'));
    await waitFor(() => one('reset-sent'));
    type(codeInput(), '482913');
    await typeNewTwice('246802');

    await waitFor(() => navigate.mock.calls.length > 0);
    expect(resetBodies(api)).toEqual([
      { smsCode: '482913', payPassword: '246802', confirmPayPassword: '246802' },
    ]);
    expect(toast.toastSuccess).toHaveBeenCalledWith('Payment password reset');
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('shows a wrong code under the code field, keeps the new password, and submits again', async () => {
    let answer: unknown = new StubFailure(ErrorCode.SMS_CODE_INVALID, 'Wrong code, 2 tries left');
    const api = stubApi({ [SMS]: () => sent, [RESET]: () => answer });
    await open();
    type(codeInput(), '111111');
    await typeNewTwice('246802');

    const error = await waitFor(() => one('reset-code-error'));
    expect(error.textContent).toBe('Wrong code, 2 tries left');
    expect(codeInput().value).toBe('');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.toastSuccess).not.toHaveBeenCalled();

    answer = null;
    type(codeInput(), '482913');
    expect(byTestId('reset-code-error')).toHaveLength(0);
    click(one('reset-submit'));
    await waitFor(() => navigate.mock.calls.length > 0);
    expect(resetBodies(api)).toEqual([
      { smsCode: '111111', payPassword: '246802', confirmPayPassword: '246802' },
      { smsCode: '482913', payPassword: '246802', confirmPayPassword: '246802' },
    ]);
  });

  it('shows the server’s refusal of the new password under it and starts the password again', async () => {
    stubApi({
      [RESET]: () => new StubFailure(ErrorCode.PAY_PASSWORD_FORMAT, 'Too simple a payment password'),
    });
    await open();
    type(codeInput(), '482913');
    await typeNewTwice('111111');
    const error = await waitFor(() => one('reset-pin-error'));
    expect(error.textContent).toBe('Too simple a payment password');
    expect(one('reset-new')).toBeTruthy();
    expect(one('reset-pin-prompt').textContent).toBe('Enter a new 6-digit payment password');
  });

  it('checks the two passwords match and a code is there before sending anything', async () => {
    const api = stubApi({ [RESET]: () => null });
    await open();
    await typeNewTwice('246802', '246801');
    expect((await waitFor(() => one('reset-pin-error'))).textContent).toBe(
      'The two payment passwords do not match',
    );
    expect(one('reset-code-error').textContent).toBe('Please enter SMS code');
    expect(resetBodies(api)).toEqual([]);
  });

  it('shows any other refusal under the button', async () => {
    stubApi({ [RESET]: () => new StubFailure(ErrorCode.PAY_PASSWORD_LOCKED, 'Locked for 30 minutes') });
    await open();
    type(codeInput(), '482913');
    await typeNewTwice('246802');
    expect((await waitFor(() => one('reset-error'))).textContent).toBe('Locked for 30 minutes');
  });
});
