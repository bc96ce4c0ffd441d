// The shell names each page to the toasts (routes.tsx); antd's toast renders through React 19's adapter.
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../ui/antd-react19';
import { openLayer } from '../ui/layers';
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

  it('over an open sheet it is one line at the top of the screen, off the sheet’s title and buttons', async () => {
    toastsFollowPage('/pages/project/detail');
    const release = openLayer(() => {});
    const toast = await showToast({ icon: 'success', content: 'Code sent', duration: 0 });
    const mask = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.adm-toast-mask')].find(
        (m) => m.textContent === 'Code sent',
      );
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(mask.className).toMatch(/overLayer/);
    expect(mask.querySelector('.adm-toast-main-text')).not.toBeNull();
    expect(mask.querySelector('.adm-toast-icon')).toBeNull();
    toast.close();
    release();

    // With no layer open, the same toast keeps its icon in the middle.
    await showToast({ icon: 'success', content: 'Saved', duration: 0 });
    const plain = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('.adm-toast-mask')].find((m) => m.textContent === 'Saved');
      expect(found).toBeDefined();
      return found as HTMLElement;
    });
    expect(plain.className).not.toMatch(/overLayer/);
    expect(plain.querySelector('.adm-toast-icon')).not.toBeNull();
  });
});
