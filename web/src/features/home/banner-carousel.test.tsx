import type { TContentItem } from '@club/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render } from '../../test/render';
import { BANNER_INTERVAL_MS, BannerCarousel } from './banner-carousel';

const WIDTH = 366;

const banner = (id: number): TContentItem => ({
  id,
  kind: 'banner',
  title: `Banner ${id}`,
  summary: '',
  body: '',
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
});

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.documentElement.dir = 'ltr';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The carousel with every banner in (after the first paint), on fake timers and a track jsdom
 * cannot lay out: one banner is WIDTH wide, and a scroll the carousel asks for lands at once.
 */
function mount(count: number) {
  vi.useFakeTimers();
  unmount = render(
    <BannerCarousel banners={Array.from({ length: count }, (_, i) => banner(i + 1))} />,
  ).unmount;
  const box = byTestId('home-banner')[0];
  const track = box.querySelector('ul') as HTMLUListElement;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: WIDTH });
  const scrolls: number[] = [];
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0);
    scrollTrack(options.left ?? 0);
  }) as typeof track.scrollTo;
  const scrollTrack = (left: number) =>
    act(() => {
      track.scrollLeft = left;
      track.dispatchEvent(new Event('scroll'));
    });
  // The first paint (a frame, then a timeout) brings the others; the clock stops right there.
  for (let ms = 0; ms < 100 && track.children.length < count; ms++) wait(1);
  expect(track.children).toHaveLength(count);
  return { box, track, scrolls, scrollTrack };
}

/** Which dot is the wide one. */
const activeDot = () =>
  Array.from(byTestId('home-banner-dots')[0]?.children ?? []).findIndex((dot) =>
    dot.className.includes('dotActive'),
  );

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('banner carousel', () => {
  it('turns to the next banner every few seconds, back to the first after the last, its dot following', () => {
    const { scrolls } = mount(3);
    expect(byTestId('home-banner-dots')[0].children).toHaveLength(3);
    expect(activeDot()).toBe(0);
    wait(BANNER_INTERVAL_MS - 1);
    expect(scrolls).toEqual([]);
    wait(1);
    expect(scrolls).toEqual([WIDTH]);
    expect(activeDot()).toBe(1);
    wait(BANNER_INTERVAL_MS);
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([WIDTH, 2 * WIDTH, 0]);
    expect(activeDot()).toBe(0);
  });

  it('follows a swipe, and waits while a finger, the mouse or the focus is on it', () => {
    const { track, box, scrolls, scrollTrack } = mount(3);
    act(() => {
      track.dispatchEvent(new Event('touchstart', { bubbles: true }));
    });
    // The member swipes to the third banner; nothing turns while they hold it.
    scrollTrack(2 * WIDTH - 10);
    expect(activeDot()).toBe(2);
    wait(3 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([]);
    act(() => {
      track.dispatchEvent(new Event('touchend', { bubbles: true }));
    });
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([0]);

    act(() => {
      track.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    wait(3 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([0]);
    act(() => {
      track.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([0, WIDTH]);

    const slide = box.querySelector('button') as HTMLButtonElement;
    act(() => slide.focus());
    wait(3 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([0, WIDTH]);
    act(() => slide.blur());
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([0, WIDTH, 2 * WIDTH]);
  });

  it('runs right to left in Arabic: negative scroll positions, the dots in reading order', () => {
    document.documentElement.dir = 'rtl';
    const { scrolls, scrollTrack } = mount(3);
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([-WIDTH]);
    expect(activeDot()).toBe(1);
    scrollTrack(-2 * WIDTH);
    expect(activeDot()).toBe(2);
    wait(BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([-WIDTH, 0]);
    expect(activeDot()).toBe(0);
  });

  it('stays still for a member who asks for reduced motion, who can still swipe', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { scrolls, scrollTrack } = mount(3);
    wait(5 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([]);
    scrollTrack(WIDTH);
    expect(activeDot()).toBe(1);
    wait(5 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([]);
  });

  it('shows a single banner without dots or turning', () => {
    const { scrolls } = mount(1);
    expect(byTestId('home-banner-dots')).toHaveLength(0);
    expect(byTestId('home-banner')[0].textContent).toBe('Banner 1');
    wait(3 * BANNER_INTERVAL_MS);
    expect(scrolls).toEqual([]);
  });
});
