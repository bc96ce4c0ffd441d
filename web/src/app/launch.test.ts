import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../lib/storage';
import { queryClient } from '../shared/query-client';
import { applyTheme, CONFIG_DELAY_MS, initConfig, launch, readIsAppFlag } from './launch';

const okConfig = {
  code: 1000,
  data: { siteName: 'Club', description: 'd', tempUserId: 'tmp-1', currency: 'USD', currencyExponent: 2 },
  message: '',
};

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('launch (spec §2)', () => {
  it('reads is_app before the hash or in the hash query', () => {
    expect(readIsAppFlag({ search: '?is_app=1', hash: '#/' })).toBe(true);
    expect(readIsAppFlag({ search: '', hash: '#/pages/me/index?is_app=true' })).toBe(true);
    expect(readIsAppFlag({ search: '?is_app=0', hash: '' })).toBe(false);
    expect(readIsAppFlag({ search: '', hash: '#/' })).toBeUndefined();
  });

  it('sets the gold theme when none is stored, keeps a stored one', () => {
    expect(applyTheme()).toBe('gold');
    expect(storage.get('theme')).toBe('gold');
    expect(document.documentElement.dataset.theme).toBe('gold');
    storage.set('theme', 'dark');
    expect(applyTheme()).toBe('dark');
  });

  it('stores isApp and loads the config 50 ms after launch, keeping tempUserId', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/?is_app=1#/');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(okConfig), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    launch();
    expect(storage.get('config')).toEqual({ isApp: true });
    await vi.advanceTimersByTimeAsync(CONFIG_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(storage.get('tempUserId')).toBe('tmp-1'));
    expect(storage.get('config')).toEqual({
      isApp: true,
      siteName: 'Club',
      description: 'd',
      currency: { currency: 'USD', currencyExponent: 2 },
    });
    window.history.replaceState(null, '', '/');
  });

  it('sends the stored tempUserId', async () => {
    storage.set('tempUserId', 'tmp-9');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(okConfig), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await initConfig();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/app/comm/comm/config?tempUserId=tmp-9',
    );
  });

  it('logs and rethrows a config failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(initConfig()).rejects.toMatchObject({ message: 'offline' });
    expect(log).toHaveBeenCalled();
  });
});
