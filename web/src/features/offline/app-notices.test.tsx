import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientCode } from '../../api/errors';
import { initI18n } from '../../i18n';
import { byTestId, click, render } from '../../test/render';
import { QueryState } from '../../ui/query-state';
import { AppNotices } from './app-notices';
import { offerUpdate } from './update';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  setNetwork(true);
});

/** What the browser does when the network comes and goes: the flag, then the event. */
function setNetwork(online: boolean) {
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline banner', () => {
  it('shows nothing while online', () => {
    ({ unmount } = render(<AppNotices />));
    expect(byTestId('offline-banner')).toHaveLength(0);
  });

  it('appears when the network goes, says what is shown, and leaves when it comes back', () => {
    ({ unmount } = render(<AppNotices />));
    setNetwork(false);
    const [banner] = byTestId('offline-banner');
    expect(banner?.getAttribute('role')).toBe('status');
    expect(banner?.textContent).toBe(
      'You are offline — what you see was loaded before and may be out of date',
    );
    setNetwork(true);
    expect(byTestId('offline-banner')).toHaveLength(0);
  });

  it('is there from the start when the app opens offline', () => {
    setNetwork(false);
    ({ unmount } = render(<AppNotices />));
    expect(byTestId('offline-banner')).toHaveLength(1);
  });
});

describe('update prompt', () => {
  it('offers a waiting version and applies it on Reload', () => {
    ({ unmount } = render(<AppNotices />));
    expect(byTestId('update-prompt')).toHaveLength(0);
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    const [prompt] = byTestId('update-prompt');
    expect(prompt?.textContent).toContain('A new version is available');
    const reload = prompt?.querySelector('button');
    expect(reload?.textContent).toBe('Reload');
    if (reload) click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe('a page whose query cannot reach the server', () => {
  const query = (error: unknown) => ({ data: undefined, error, isPending: false, refetch: vi.fn() });

  it('shows the offline state, not an error message or endless loading', () => {
    const failed = query(new ApiError(ClientCode.NETWORK, 'Failed to fetch'));
    ({ unmount } = render(<QueryState query={failed}>{() => 'data'}</QueryState>));
    const [state] = byTestId('offline-state');
    expect(state?.textContent).toContain('You are offline');
    expect(state?.textContent).not.toContain('Failed to fetch');
    const retry = state?.querySelector('button');
    if (retry) click(retry);
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows it while offline before any answer, and the loading state once back', () => {
    setNetwork(false);
    const waiting = { ...query(null), isPending: true };
    ({ unmount } = render(<QueryState query={waiting}>{() => 'data'}</QueryState>));
    expect(byTestId('offline-state')).toHaveLength(1);
    setNetwork(true);
    expect(byTestId('offline-state')).toHaveLength(0);
    expect(document.querySelector('.adm-skeleton')).not.toBeNull();
  });
});
