import { LeftOutline } from 'antd-mobile-icons';
import { type CSSProperties, type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './nav-bar.module.css';
import { nav } from './navigation';
import { usePageTitle } from './page';

/** Spec §9: the navigation bar animates over 400 ms. */
export const NAV_BAR_ANIMATION_MS = 400;

function onScroll(changed: () => void) {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
}
const scrolled = () => window.scrollY > 0;

/**
 * What a navigation bar spreads to lift off the page once the page scrolls under it: a shadow that
 * fades in (and out, back at the top) over the spec's 400 ms, or at once when the member asks for
 * less motion (nav-bar.module.css).
 */
export function useNavBarLift(): { className: string; 'data-lifted': boolean; style: CSSProperties } {
  const lifted = useSyncExternalStore(onScroll, scrolled, () => false);
  return {
    className: styles.lift,
    'data-lifted': lifted,
    style: { '--nav-bar-animation': `${NAV_BAR_ANIMATION_MS}ms` } as CSSProperties,
  };
}

type Props = {
  title: string;
  /** Sub-pages show a back arrow; tab pages do not. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
};

/**
 * The default navigation bar (spec §2): white, dark title, lifted by a shadow once the page scrolls
 * under it (useNavBarLift); it also sets the document title. Drawn here rather than with antd's
 * NavBar, whose back control is an unnamed div that a keyboard cannot reach: the back arrow is a
 * named button, and the title is the page's heading.
 */
export function PageNavBar({ title, back = true, onBack, right }: Props) {
  const { t } = useTranslation();
  usePageTitle(title);
  const { className, ...lift } = useNavBarLift();
  return (
    <header className={`${styles.navBar} ${className}`} {...lift} data-testid="nav-bar">
      <div className={styles.navSide}>
        {back && (
          <button
            type="button"
            className={`${styles.navBack} adm-nav-bar-back`}
            onClick={onBack ?? nav.back}
            aria-label={t('common.back')}
          >
            <LeftOutline className="adm-nav-bar-back-arrow" />
          </button>
        )}
      </div>
      <h1 className={`${styles.navTitle} adm-nav-bar-title`}>{title}</h1>
      <div className={`${styles.navSide} ${styles.navRight}`}>{right}</div>
    </header>
  );
}
