import type { TPerson } from '@club/contract';
import { ErrorCode } from '@club/contract/lib/errors';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { clearSession, setUserInfo } from '../api/session';
import { initI18n } from '../i18n';
import { render, stubApi } from '../test/render';
import { bindNavigator } from './navigation';
import { paths } from './paths';
import { usePayPasswordStep } from './pay-password-step';

const dialog = vi.hoisted(() => vi.fn<(props: { title?: unknown }) => Promise<boolean>>());
vi.mock('antd-mobile', () => ({ Dialog: { confirm: dialog }, unstableSetRender: () => {} }));
const toastError = vi.hoisted(() => vi.fn());
vi.mock('../ui/toast', () => ({ toastError }));

type Options = Parameters<typeof usePayPasswordStep<string>>[0];
let step: ReturnType<typeof usePayPasswordStep<string>>;
function Harness(options: Options) {
  step = usePayPasswordStep(options);
  return null;
}

const navigate = vi.fn();
const refused = (code: number, message = 'refused') => new ApiError(code, message, 200);
const person = (hasPayPassword: boolean): TPerson => ({
  id: 1,
  nickName: 'Ana',
  avatar: null,
  areaCode: '1',
  phone: '5550100',
  invitationCode: 'ABC123',
  memberExpireAt: null,
  hasPayPassword,
  createdAt: '2026-01-01T00:00:00.000Z',
  reportRole: null,
});

let unmount: (() => void) | undefined;
function mount(options: Options) {
  unmount = render(<Harness {...options} />).unmount;
}

/** Opens the step on `target` and types six digits, as the member does. */
async function openAndType(target: string) {
  await act(() => step.open(target));
  act(() => step.popup.onChange('123456'));
  await act(() => step.popup.onFill('123456'));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  dialog.mockReset();
  toastError.mockReset();
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.withdraw, search: '' });
  clearSession();
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

describe('the pay password step', () => {
  it('sends the digits with what it confirms, and closes once that is done', async () => {
    const confirm = vi.fn(async () => {});
    mount({ confirm });
    expect(step.popup.visible).toBe(false);
    await act(() => step.open('order 1'));
    expect(step.popup.visible).toBe(true);
    expect(step.target).toBe('order 1');
    act(() => step.popup.onChange('123456'));
    await act(() => step.popup.onFill('123456'));
    expect(confirm).toHaveBeenCalledWith('order 1', '123456');
    expect(step.popup.visible).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('stays open on a wrong password: the digits cleared, the field in error, the tries left said', async () => {
    const wrong = refused(ErrorCode.PAY_PASSWORD_WRONG, 'Wrong payment password, 4 tries left');
    mount({ confirm: async () => Promise.reject(wrong) });
    await openAndType('order 1');
    expect(step.popup.visible).toBe(true);
    expect(step.popup.value).toBe('');
    expect(step.popup.error).toBe(true);
    expect(toastError).toHaveBeenCalledWith(wrong);
    act(() => step.popup.onChange('1'));
    expect(step.popup.error).toBe(false);
  });

  it('closes and opens the reset by SMS when the member has forgotten the password', async () => {
    const confirm = vi.fn(async () => {});
    mount({ confirm });
    await act(() => step.open('order 1'));
    act(() => step.popup.onForgot());
    expect(step.popup.visible).toBe(false);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.payPasswordReset, { replace: false }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('closes when none is set and offers to set one', async () => {
    dialog.mockResolvedValue(true);
    mount({ confirm: async () => Promise.reject(refused(ErrorCode.PAY_PASSWORD_NOT_SET)) });
    await openAndType('order 1');
    expect(step.popup.visible).toBe(false);
    expect(dialog.mock.calls[0][0].title).toBe('No payment password set');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.payPassword, { replace: false }));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('closes on a locked one with the server message', async () => {
    const locked = refused(ErrorCode.PAY_PASSWORD_LOCKED, 'Locked until 10:30');
    mount({ confirm: async () => Promise.reject(locked) });
    await openAndType('order 1');
    expect(step.popup.visible).toBe(false);
    expect(toastError).toHaveBeenCalledWith(locked);
    expect(dialog).not.toHaveBeenCalled();
  });

  it('hands other refusals to the owner first, and says only what the owner leaves', async () => {
    const short = refused(ErrorCode.INSUFFICIENT_BALANCE);
    const onRefused = vi.fn(async () => true);
    mount({ confirm: async () => Promise.reject(short), onRefused });
    await openAndType('order 1');
    expect(onRefused).toHaveBeenCalledWith(short, 'order 1');
    expect(step.popup.visible).toBe(false);
    expect(toastError).not.toHaveBeenCalled();

    onRefused.mockResolvedValue(false);
    await openAndType('order 2');
    expect(toastError).toHaveBeenCalledWith(short);
  });

  it('asks the server again before sending a member whose stored profile has none to set one', async () => {
    dialog.mockResolvedValue(false);
    setUserInfo(person(false));
    stubApi({ '/app/user/info/person': () => person(true) });
    mount({ confirm: async () => {} });
    await act(() => step.open('order 1'));
    expect(step.popup.visible).toBe(true);
    expect(dialog).not.toHaveBeenCalled();

    act(() => step.popup.onClose());
    setUserInfo(person(false));
    stubApi({ '/app/user/info/person': () => person(false) });
    await act(() => step.open('order 2'));
    expect(step.popup.visible).toBe(false);
    expect(dialog.mock.calls[0][0].title).toBe('No payment password set');
  });
});
