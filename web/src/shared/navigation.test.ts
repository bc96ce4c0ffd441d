import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { bindNavigator, nav, registerPage, rememberLoginTarget, useNavigationPending } from './navigation';

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

describe('a tapped page opens whole', () => {
  /** A promise and the hand that settles it. */
  function deferred() {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('stays on the page tapped from, marked pending, until the next has its code and data', async () => {
    const code = deferred();
    const data = deferred();
    registerPage('/pages/test/a', { load: () => code.promise, prefetch: () => data.promise });
    nav.navigateTo('/pages/test/a?id=3');
    expect(navigate).not.toHaveBeenCalled();
    expect(useNavigationPending.getState().to).toBe('/pages/test/a?id=3');
    code.resolve();
    await flush();
    expect(navigate).not.toHaveBeenCalled();
    data.resolve();
    await flush();
    expect(navigate).toHaveBeenCalledWith('/pages/test/a?id=3', { replace: false });
    expect(useNavigationPending.getState().to).toBeNull();

    // Code loaded and no data missing now: straight there.
    navigate.mockReset();
    registerPage('/pages/test/a', { load: () => code.promise, prefetch: () => undefined });
    nav.navigateTo('/pages/test/a?id=3');
    await flush();
    nav.navigateTo('/pages/test/a?id=3');
    expect(navigate).toHaveBeenLastCalledWith('/pages/test/a?id=3', { replace: false });
  });

  it('goes where the last tap asked, and nowhere once the back button moved the page', async () => {
    const slow = deferred();
    registerPage('/pages/test/slow', { load: () => slow.promise });
    registerPage('/pages/test/fast', { load: () => Promise.resolve() });
    nav.navigateTo('/pages/test/slow');
    nav.navigateTo('/pages/test/fast');
    await flush();
    slow.resolve();
    await flush();
    expect(navigate.mock.calls).toEqual([['/pages/test/fast', { replace: false }]]);

    navigate.mockReset();
    const held = deferred();
    registerPage('/pages/test/held', { load: () => held.promise });
    nav.navigateTo('/pages/test/held');
    bindNavigator(navigate, { pathname: '/pages/hot/index', search: '' });
    expect(useNavigationPending.getState().to).toBeNull();
    held.resolve();
    await flush();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens a page whose data fails to load all the same, to show its error there', async () => {
    registerPage('/pages/test/broken', {
      load: () => Promise.reject(new Error('chunk failed')),
      prefetch: () => Promise.reject(new Error('offline')),
    });
    nav.navigateTo('/pages/test/broken');
    await flush();
    expect(navigate).toHaveBeenCalledWith('/pages/test/broken', { replace: false });
  });
});
