import type { TContentItem } from '@club/contract';
import { nav } from '../../shared/navigation';
import { newsDetailPath, projectDetailPath } from '../../shared/paths';
import { uploadSrcSet } from '../../ui/responsive-image';
import { BANNER_SIZES } from './api/banner-image';
import styles from './home-content.module.css';

/** Where a banner leads: a project, a news article, or an outside https page in a new tab. */
export function followBanner(link: TContentItem['link']) {
  if (!link) return;
  if (link.kind === 'project') nav.navigateTo(projectDetailPath(link.projectId));
  else if (link.kind === 'news') nav.navigateTo(newsDetailPath(link.newsId));
  else window.open(link.url, '_blank', 'noopener,noreferrer');
}

/** One banner: its image and title, a tap following its link. */
export function BannerSlide({ banner, index }: { banner: TContentItem; index: number }) {
  return (
    <button type="button" className={styles.banner} onClick={() => followBanner(banner.link)}>
      {banner.image && (
        // The first banner is home's largest paint: fetched at once, the others when shown. The
        // box's class sets the size; width and height give a still's 16:9 shape until it applies.
        <img
          src={banner.image}
          srcSet={uploadSrcSet(banner.image)}
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
      <span className={styles.bannerTitle}>{banner.title}</span>
    </button>
  );
}
