// The shell names each page to the toasts (routes.tsx); antd's toast renders through React 19's adapter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import './antd-react19';
import { showToast, toastsFollowPage } from '../ui/toast';

const onScreen = (text: string) => document.body.textContent?.includes(text) ?? false;

describe('a toast belongs to its page', () => {
  afterEach(() => vi.useRealTimers());

  it('closes when the member leaves the page that raised it, and stays while they are there', async () => {
    toastsFollowPage('/pages/recharge/index');
    await showToast({ content: 'Copied the address', duration: 0 });
    await vi.waitFor(() => expect(onScreen('Copied the address')).toBe(true));
    // Layers and re-renders of the same page keep it.
    toastsFollowPage('/pages/recharge/index');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600 });
    toastsFollowPage('/pages/recharge/index');
    expect(onScreen('Copied the address')).toBe(true);

    toastsFollowPage('/pages/me/index');
    await vi.waitFor(() => expect(onScreen('Copied the address')).toBe(false));
  });

  it('goes along with the tap that left the page: raised just before, it shows on the next one', async () => {
    toastsFollowPage('/pages/user/bankCard/add');
    await showToast({ content: 'Bank card saved', duration: 0 });
    toastsFollowPage('/pages/withdraw/index');
    await vi.waitFor(() => expect(onScreen('Bank card saved')).toBe(true));

    // It is the next page's now: leaving that one closes it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600 });
    toastsFollowPage('/pages/me/index');
    await vi.waitFor(() => expect(onScreen('Bank card saved')).toBe(false));
  });
});
