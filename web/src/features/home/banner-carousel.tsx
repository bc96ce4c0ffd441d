import type { TContentItem } from '@club/contract';
import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import { BannerSlide } from './banner-slide';
import styles from './home-content.module.css';

/** How long a banner stays before the next slides in (antd's Swiper's default, which this replaces). */
export const BANNER_INTERVAL_MS = 3000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the member asked their system for less motion; it can change while the page is open. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** False while the element is scrolled out of the window: no turning banners nobody sees. */
function useInView(ref: { current: Element | null }): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * The operators' banners as a carousel: a row the browser scrolls and snaps one banner at a time
 * (a swipe is the browser's own), turning every few seconds by itself. Plain CSS scroll snapping
 * instead of antd's Swiper, whose springs and gesture code (~25 KB gzipped) were most of home's
 * main-thread time after the boot chunk on a slow phone.
 *
 * It waits while a finger, the mouse or the keyboard's focus is on it, while it is out of view,
 * and always for a member whose system asks for reduced motion (they swipe). In Arabic the row
 * runs right to left, the first banner on the right, as the dots do. Before the first paint only
 * the first banner is there (home's largest paint); the others and the dots follow it.
 */
export function BannerCarousel({ banners }: { banners: TContentItem[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const afterFirstPaint = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const inView = useInView(boxRef);
  const [index, setIndex] = useState(0);
  const [touched, setTouched] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = afterFirstPaint ? banners : banners.slice(0, 1);
  const count = shown.length;
  const autoplay = count > 1 && !reducedMotion && inView && !touched && !hovered && !focused;

  // The next banner a while after this one arrived, however it did (by itself or by a swipe).
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      // Past the last, back to the first. Scroll positions run negative right to left (the
      // specification's, and every current browser's), so the direction sets the sign.
      const offset = ((index + 1) % count) * track.clientWidth;
      const rtl = getComputedStyle(track).direction === 'rtl';
      track.scrollTo({ left: rtl && offset > 0 ? -offset : offset, behavior: 'smooth' });
    }, BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [autoplay, index, count]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const at = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    setIndex(Math.min(Math.max(at, 0), count - 1));
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div ref={boxRef} className={`${styles.banners} ${styles.carousel}`} data-testid="home-banner">
      <ul
        ref={trackRef}
        className={styles.bannerTrack}
        onScroll={onScroll}
        onTouchStart={() => setTouched(true)}
        onTouchEnd={() => setTouched(false)}
        onTouchCancel={() => setTouched(false)}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {shown.map((banner, i) => (
          <li key={banner.id} className={styles.bannerItem}>
            <BannerSlide banner={banner} index={i} />
          </li>
        ))}
      </ul>
      {count > 1 && (
        // Where the row is, as antd's page indicator drew it; the banners themselves are the list.
        <div className={styles.bannerDots} aria-hidden="true" data-testid="home-banner-dots">
          {shown.map((banner, i) => (
            <span
              key={banner.id}
              className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
            />
          ))}
        </div>
      )}
    </div>
  );
}
