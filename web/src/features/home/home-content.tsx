import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import {
  ContentOutline,
  DownlandOutline,
  FileOutline,
  QuestionCircleOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentPreview } from '../../shared/api/get-content-page';
import { promptInstall, useInstallWay } from '../../shared/install-prompt';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { bannersQuery } from './api/banner-image';
import { BannerCarousel } from './banner-carousel';
import styles from './home-content.module.css';

/** The iOS install steps, fetched when asked for. */
const InstallSheet = lazy(() => import('./install-sheet'));

/**
 * The operators' banners; nothing when there are none. While they load, an empty box of the
 * carousel's size holds their place, so the page below does not jump when they arrive.
 */
export function HomeBanners() {
  const query = useQuery(bannersQuery());
  if (query.isPending)
    return <div className={`${styles.banners} ${styles.bannerPending}`} aria-hidden="true" />;
  const banners = query.data?.list ?? [];
  if (banners.length === 0) return null;
  return <BannerCarousel banners={banners} />;
}

/** The current announcement, scrolling across the top of home; its place held while it loads. */
export function HomeNotice() {
  const query = useContentPreview('announcement', 1);
  if (query.isPending)
    return <div className={`${styles.notice} ${styles.noticePending}`} aria-hidden="true" />;
  const [notice] = query.data?.list ?? [];
  if (!notice) return null;
  return (
    <NoticeBar className={styles.notice} content={notice.title} color="alert" data-testid="home-notice" />
  );
}

const SHORTCUTS = [
  { name: 'company', path: paths.companyProfile, label: 'pages.companyProfile', Icon: FileOutline },
  { name: 'news', path: paths.news, label: 'pages.news', Icon: ContentOutline },
  { name: 'guide', path: paths.siteGuide, label: 'pages.siteGuide', Icon: QuestionCircleOutline },
  { name: 'service', path: paths.customerService, label: 'pages.customerService', Icon: UserContactOutline },
  { name: 'invite', path: paths.invitation, label: 'home.invite', Icon: UserAddOutline },
  // The member clause is the club's rule text: content has no kind of its own for rules.
  { name: 'rules', path: paths.memberClause, label: 'home.rules', Icon: UnorderedListOutline },
] as const;

/**
 * Home's entries to the club's own pages (spec §2: company profile, news, site guide, customer
 * service, invite, rules, app). A guest who follows one is sent to log in first, as for any member page.
 */
export function HomeShortcuts() {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts}>
      {SHORTCUTS.map(({ name, path, label, Icon }) => (
        <button
          key={name}
          type="button"
          className={styles.shortcut}
          onClick={() => nav.navigateTo(path)}
          data-testid={`home-shortcut-${name}`}
        >
          <Icon className={styles.shortcutIcon} />
          <span>{t(label)}</span>
        </button>
      ))}
      <InstallShortcut />
    </nav>
  );
}

/** Puts the app on the home screen: the browser's prompt, or the steps on iOS; not there once installed. */
function InstallShortcut() {
  const { t } = useTranslation();
  const way = useInstallWay();
  // null until first asked for: the sheet's code loads then, and stays to animate its closing.
  const [steps, setSteps] = useState<boolean | null>(null);
  if (way === 'none') return null;
  return (
    <>
      <button
        type="button"
        className={styles.shortcut}
        onClick={() => (way === 'prompt' ? void promptInstall() : setSteps(true))}
        data-testid="home-shortcut-app"
      >
        <DownlandOutline className={styles.shortcutIcon} />
        <span>{t('home.installApp')}</span>
      </button>
      {steps !== null && (
        <Suspense fallback={null}>
          <InstallSheet visible={steps} onClose={() => setSteps(false)} />
        </Suspense>
      )}
    </>
  );
}
