import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { byTestId, render } from '../test/render';
import { NAV_BAR_ANIMATION_MS, PageNavBar } from './nav-bar';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  scrollTo(0);
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the navigation bar', () => {
  it('lifts off the page once it scrolls under it, animating over 400 ms, and settles back at the top', () => {
    unmount = render(<PageNavBar title="Customer service" />).unmount;
    const bar = byTestId('nav-bar')[0];
    expect(NAV_BAR_ANIMATION_MS).toBe(400);
    expect(bar.style.getPropertyValue('--nav-bar-animation')).toBe('400ms');
    expect(bar.dataset.lifted).toBe('false');
    scrollTo(120);
    expect(bar.dataset.lifted).toBe('true');
    scrollTo(40);
    expect(bar.dataset.lifted).toBe('true');
    scrollTo(0);
    expect(bar.dataset.lifted).toBe('false');
  });

  it('opens lifted on a page that is already scrolled', () => {
    scrollTo(300);
    unmount = render(<PageNavBar title="Customer service" />).unmount;
    expect(byTestId('nav-bar')[0].dataset.lifted).toBe('true');
  });
});
