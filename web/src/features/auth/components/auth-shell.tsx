import { GlobalOutline, LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../shared/api/get-config';
import { nav } from '../../../shared/navigation';
import { usePageTitle } from '../../../shared/page';
import { paths } from '../../../shared/paths';
import styles from '../auth.module.css';

/** "Cinema Club" → "CC"; a one-word name gives its first two letters. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? words.map((w) => [...w][0]).join('') : name.trim();
  return [...letters].slice(0, 2).join('').toUpperCase();
}

/** The frame of login and register: a gold header with the site name, the form on a card below. */
export function AuthShell({
  pageTitle,
  heading,
  subtitle,
  children,
  footer,
}: {
  pageTitle: string;
  heading: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const { siteName } = useConfig();
  usePageTitle(pageTitle);
  return (
    <div className={styles.shell}>
      <header className={styles.hero}>
        <div className={styles.heroBar}>
          <button
            type="button"
            className={styles.heroIcon}
            onClick={() => nav.back()}
            aria-label={t('pages.home')}
            data-testid="auth-back"
          >
            <LeftOutline className={styles.backIcon} />
          </button>
          <button
            type="button"
            className={styles.heroIcon}
            onClick={() => nav.navigateTo(paths.language)}
            aria-label={t('auth.language')}
            data-testid="auth-language"
          >
            <GlobalOutline />
          </button>
        </div>
        <div className={styles.logo} aria-hidden="true">
          {initials(siteName || 'TV')}
        </div>
        <p className={styles.siteName}>{siteName || 'TV'}</p>
      </header>
      <div className={styles.card}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {children}
      </div>
      <footer className={styles.footer}>{footer}</footer>
    </div>
  );
}
