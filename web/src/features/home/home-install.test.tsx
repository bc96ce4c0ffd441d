import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { keepInstallPrompt } from '../../shared/install-prompt';
import { byTestId, click, render, waitFor } from '../../test/render';
import { HomeShortcuts } from './home-content';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Whether the page runs as the installed app. */
function standalone(installed: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: installed && query === '(display-mode: standalone)',
    media: query,
  }));
}

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
  keepInstallPrompt();
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the App entry on home', () => {
  it('is not there where the browser offers no way to install', () => {
    standalone(false);
    unmount = render(<HomeShortcuts />).unmount;
    expect(byTestId('home-shortcut-invite')).toHaveLength(1);
    expect(byTestId('home-shortcut-app')).toHaveLength(0);
  });

  it('opens the install prompt the browser offered at launch, once', async () => {
    standalone(false);
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    unmount = render(<HomeShortcuts />).unmount;
    click(byTestId('home-shortcut-app')[0]);
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => byTestId('home-shortcut-app').length === 0);
  });

  it('shows the Share → Add to Home Screen steps on iOS, in a sheet', async () => {
    standalone(false);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    unmount = render(<HomeShortcuts />).unmount;
    click(byTestId('home-shortcut-app')[0]);
    const sheet = await waitFor(() => byTestId('install-sheet')[0]);
    expect(sheet.textContent).toContain('Tap the Share button');
    expect(sheet.textContent).toContain('Add to Home Screen');
    click(byTestId('install-sheet-close')[0]);
    // antd-mobile hides a closed popup once its animation has run.
    await waitFor(() => sheet.closest<HTMLElement>('.adm-popup')?.style.display === 'none');
  });

  it('is hidden once the app is installed, from the browser or from the home screen', async () => {
    standalone(false);
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: vi.fn() }));
    unmount = render(<HomeShortcuts />).unmount;
    expect(byTestId('home-shortcut-app')).toHaveLength(1);
    act(() => window.dispatchEvent(new Event('appinstalled')));
    expect(byTestId('home-shortcut-app')).toHaveLength(0);
    unmount();
    standalone(true);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    unmount = render(<HomeShortcuts />).unmount;
    expect(byTestId('home-shortcut-app')).toHaveLength(0);
  });
});
