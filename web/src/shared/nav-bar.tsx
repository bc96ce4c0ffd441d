import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './nav-bar.module.css';
import { nav } from './navigation';
import { usePageTitle } from './page';

type Props = {
  title: string;
  /** Sub-pages show a back arrow; tab pages do not. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
};

/**
 * The default navigation bar (spec §2): white, dark title; it also sets the document title. Drawn
 * here rather than with antd's NavBar, whose back control is an unnamed div that a keyboard cannot
 * reach: the back arrow is a named button, and the title is the page's heading.
 */
export function PageNavBar({ title, back = true, onBack, right }: Props) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <header className={styles.navBar} data-testid="nav-bar">
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
