import type { TContentItem } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { NoticeBar, Swiper } from 'antd-mobile';
import { ContentOutline, FileOutline, QuestionCircleOutline, UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useContentPreview } from '../../app/api/get-content-page';
import { ArticleItem } from '../../app/article-item';
import { nav } from '../../app/navigation';
import { newsDetailPath, paths, projectDetailPath } from '../../app/paths';
import { EmptyState } from '../../ui/empty-state';
import { uploadSrcSet } from '../../ui/responsive-image';
import { BANNER_SIZES, bannersQuery } from './api/banner-image';
import styles from './home-content.module.css';

/** Where a banner leads: a project, a news article, or an outside https page in a new tab. */
export function followBanner(link: TContentItem['link']) {
  if (!link) return;
  if (link.kind === 'project') nav.navigateTo(projectDetailPath(link.projectId));
  else if (link.kind === 'news') nav.navigateTo(newsDetailPath(link.newsId));
  else window.open(link.url, '_blank', 'noopener,noreferrer');
}

/**
 * The operators' banners, as a carousel; nothing when there are none. While they load, an empty
 * box of the carousel's size holds their place, so the page below does not jump when they arrive.
 */
export function HomeBanners() {
  const query = useQuery(bannersQuery());
  if (query.isPending)
    return <div className={`${styles.banners} ${styles.bannerPending}`} aria-hidden="true" />;
  const banners = query.data?.list ?? [];
  if (banners.length === 0) return null;
  return (
    <Swiper className={styles.banners} autoplay loop={banners.length > 1} data-testid="home-banner">
      {banners.map((b, index) => (
        <Swiper.Item key={b.id}>
          <button type="button" className={styles.banner} onClick={() => followBanner(b.link)}>
            {b.image && (
              // The first banner is home's largest paint: fetched at once, the others when shown. The
              // box's class sets the size; width and height give a still's 16:9 shape until it applies.
              <img
                src={b.image}
                srcSet={uploadSrcSet(b.image)}
                sizes={BANNER_SIZES}
                width={960}
                height={540}
                alt=""
                className={styles.bannerImage}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            )}
            <span className={styles.bannerTitle}>{b.title}</span>
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  );
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

/** The latest three news headlines and the way to all of them. */
export function HomeNews() {
  const { t } = useTranslation();
  const news = useContentPreview('news', 3).data?.list;
  if (news === undefined) return null;
  if (news.length === 0) return <EmptyState compact description={t('home.emptyNews')} />;
  return (
    <div data-testid="home-news">
      {news.map((item) => (
        <ArticleItem key={item.id} item={item} withSummary={false} />
      ))}
      <button type="button" className={styles.more} onClick={() => nav.navigateTo(paths.news)}>
        {t('home.allNews')}
      </button>
    </div>
  );
}

const SHORTCUTS = [
  { name: 'company', path: paths.companyProfile, label: 'pages.companyProfile', Icon: FileOutline },
  { name: 'news', path: paths.news, label: 'pages.news', Icon: ContentOutline },
  { name: 'guide', path: paths.siteGuide, label: 'pages.siteGuide', Icon: QuestionCircleOutline },
  { name: 'service', path: paths.customerService, label: 'pages.customerService', Icon: UserContactOutline },
] as const;

/** Home's entries to the club's own pages (spec §2: company profile, news, site guide, customer service). */
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
    </nav>
  );
}
