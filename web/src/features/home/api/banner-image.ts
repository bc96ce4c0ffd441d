import { contentPreviewQuery } from '../../../shared/api/get-content-page';
import { queryClient } from '../../../shared/query-client';
import { uploadSrcSet } from '../../../ui/responsive-image';

/** Home's banners: the carousel's width on the phone (the page less its margins). */
export const BANNER_SIZES = 'calc(100vw - 24px)';
export const BANNER_COUNT = 5;

export const bannersQuery = () => contentPreviewQuery('banner', BANNER_COUNT);

/**
 * The first banner is home's largest paint: its image is asked for as soon as the banner list
 * answers, while the page's own code may still be on its way, with the same srcset and sizes as
 * the carousel's `<img>` so the browser uses this download for it.
 */
export function preloadFirstBanner(): void {
  void queryClient.fetchQuery(bannersQuery()).then(
    (page) => {
      const image = page.list[0]?.image;
      if (!image || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(image)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = image;
      const srcset = uploadSrcSet(image);
      if (srcset) {
        link.imageSrcset = srcset;
        link.imageSizes = BANNER_SIZES;
      }
      link.fetchPriority = 'high';
      document.head.append(link);
    },
    () => {
      // The carousel shows the failure itself.
    },
  );
}
