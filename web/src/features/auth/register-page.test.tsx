import type { TPerson, TTokens } from '@club/contract';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../api/session';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, stubApi, type, waitFor } from '../../test/render';
import RegisterPage from './register-page';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
  bindNavigator(navigate, { pathname: paths.register, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  clearSession();
  vi.unstubAllGlobals();
});

const tokens: TTokens = {
  token: 't',
  expire: 9_999_999_999,
  refreshToken: 'r',
  refreshExpire: 9_999_999_999,
};
const person: TPerson = {
  id: 9,
  nickName: '201****4567',
  avatar: null,
  areaCode: '1',
  phone: '2015554567',
  invitationCode: 'M3NP7QRS',
  memberExpireAt: null,
  hasPayPassword: false,
  createdAt: '2026-11-12T08:00:00.000Z',
  reportRole: null,
};

/** Registers through a link with these query parameters; answers what the server was sent. */
async function registerWith(query: Record<string, string>) {
  const sent: unknown[] = [];
  stubApi({
    '/app/comm/comm/phoneAreaCode': () => [{ country: 'US', name: 'United States', areaCode: '1' }],
    '/app/user/register/register': (body) => {
      sent.push(body);
      return tokens;
    },
    '/app/user/info/person': () => person,
  });
  unmount = render(
    <MemoryRouter>
      <RegisterPage query={query} />
    </MemoryRouter>,
  ).unmount;
  await waitFor(() => byTestId('area-code')[0]?.textContent === '+1');
  type(byTestId('phone')[0] as HTMLInputElement, '2015554567');
  type(byTestId('sms-code')[0] as HTMLInputElement, '123456');
  type(byTestId('password')[0] as HTMLInputElement, 'secret12');
  click(byTestId('submit')[0]);
  await waitFor(() => navigate.mock.calls.length > 0);
  return sent;
}

describe('register page', () => {
  it('opens the group of a group link once registered, to join it there', async () => {
    const sent = await registerWith({ code: 'K7QW2XZP', group: '41' });
    expect(sent).toEqual([
      { areaCode: '1', phone: '2015554567', inviteCode: 'K7QW2XZP', password: 'secret12', smsCode: '123456' },
    ]);
    expect(navigate).toHaveBeenCalledWith('/pages/team/group?id=41', { replace: true });
  });

  it('goes home after registering through a plain invitation link', async () => {
    await registerWith({ code: 'K7QW2XZP' });
    expect(navigate).toHaveBeenCalledWith(paths.home, { replace: true });
  });
});
