// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../api/session';
import { bodiesOf, buttonsByText, click, pageTests, stubApi, type, waitFor } from '../test/render';
import LoginPage from './login-page';

const TOKENS = { token: 'a.session', expire: 7200, refreshToken: 'r.session', refreshExpire: 86_400 };
const input = (selector: string) => document.querySelector<HTMLInputElement>(selector);

const mount = pageTests();
afterEach(() => localStorage.clear());

async function signInWithPassword() {
  mount(<LoginPage />);
  useSession.setState({ session: null });
  type(await waitFor(() => input('input[autocomplete="username"]')), 'night-desk');
  type(await waitFor(() => input('input[autocomplete="current-password"]')), 'Projector-Lamp-1984');
  click(buttonsByText('Sign in')[0]);
}

describe('operator sign-in', () => {
  it('signs an operator without a second factor in with the password alone', async () => {
    const api = stubApi([], { '/admin/base/open/login': () => TOKENS });
    await signInWithPassword();
    await waitFor(() => useSession.getState().session?.token === TOKENS.token);
    expect(bodiesOf(api, '/admin/base/open/login')).toEqual([
      { username: 'night-desk', password: 'Projector-Lamp-1984' },
    ]);
    expect(input('input[autocomplete="one-time-code"]')).toBeNull();
  });

  it('asks an operator with a second factor for the code, and signs in with the challenge and the code', async () => {
    const api = stubApi([], {
      '/admin/base/open/login': () => ({ secondFactor: 'totp', challenge: 'f.7.1999.mac', expiresIn: 300 }),
      '/admin/base/open/login/code': () => TOKENS,
    });
    await signInWithPassword();
    const code = await waitFor(() => input('input[autocomplete="one-time-code"]'));
    // The password alone gave no session.
    expect(useSession.getState().session).toBeNull();
    expect(document.body.textContent).toContain('Two-step sign-in is on for this account');
    type(code, ' abcde-fghij ');
    click(buttonsByText('Verify code')[0]);
    await waitFor(() => useSession.getState().session?.token === TOKENS.token);
    expect(bodiesOf(api, '/admin/base/open/login/code')).toEqual([
      { challenge: 'f.7.1999.mac', factorCode: 'abcde-fghij' },
    ]);
  });

  it('goes back to the password from the code step', async () => {
    stubApi([], {
      '/admin/base/open/login': () => ({ secondFactor: 'totp', challenge: 'f.7.1999.mac', expiresIn: 300 }),
    });
    await signInWithPassword();
    await waitFor(() => input('input[autocomplete="one-time-code"]'));
    click(buttonsByText('Back to username and password')[0]);
    await waitFor(() => input('input[autocomplete="current-password"]'));
    expect(input('input[autocomplete="one-time-code"]')).toBeNull();
  });
});
