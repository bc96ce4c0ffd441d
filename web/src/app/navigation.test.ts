import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../api/storage';
import { bindNavigator, nav, rememberLoginTarget } from './navigation';

const navigate = vi.fn();

beforeEach(() => {
  localStorage.clear();
  navigate.mockReset();
  bindNavigator(navigate, { pathname: '/pages/me/index', search: '' });
});

describe('after login (spec §2)', () => {
  it('returns to the page before login and records the login type', () => {
    rememberLoginTarget('/pages/user/info?tab=2');
    nav.nextLogin('password');
    expect(navigate).toHaveBeenCalledWith('/pages/user/info?tab=2', { replace: true });
    expect(storage.get('loginType')).toBe('password');
    expect(storage.get('router-params')).toBeNull();
  });

  it('goes home when there was no page before login', () => {
    nav.nextLogin('register');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(storage.get('loginType')).toBe('register');
  });

  it('never remembers the login page itself', () => {
    rememberLoginTarget('/pages/user/login');
    expect(storage.get('router-params')).toBeNull();
  });

  it('runs the after-login hooks', () => {
    const hook = vi.fn();
    const off = nav.onAfterLogin(hook);
    nav.nextLogin('password');
    off();
    nav.nextLogin('password');
    expect(hook).toHaveBeenCalledTimes(1);
  });
});
