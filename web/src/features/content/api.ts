import type { TContentKind } from '@club/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { nextPageParam, uniqueItems } from '../../api/paged';
import { currentLanguage } from '../../i18n';

const contentKey = ['content'] as const;
const LIST_PATHS: Partial<Record<TContentKind, string>> = {
  news: 'news',
  guide: 'siteGuideList',
  partner: 'partners',
  announcement: 'announcement',
  banner: 'banner',
};

const getContentPage = (kind: TContentKind, page: number, size: number, signal?: AbortSignal) =>
  get(
    `/app/cms/comm/${LIST_PATHS[kind]}`,
    { page, size },
    {
      schema: contractSchema((c) => c.ZContentPage),
      signal,
    },
  );

/** The first few published items of a kind (home's announcement, banners, latest news); public. */
export const contentPreviewQuery = (kind: TContentKind, size: number) =>
  queryOptions({
    queryKey: [...contentKey, kind, 'preview', size, currentLanguage()],
    queryFn: ({ signal }) => getContentPage(kind, 1, size, signal),
  });

export function useContentPreview(kind: TContentKind, size: number) {
  return useQuery(contentPreviewQuery(kind, size));
}

/** All published news or site-guide articles, page by page. */
export function useArticlePages(kind: 'news' | 'guide') {
  const query = useInfiniteQuery({
    queryKey: [...contentKey, kind, 'all', currentLanguage()],
    queryFn: ({ pageParam, signal }) => getContentPage(kind, pageParam, 20, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return { ...query, items: uniqueItems(query.data?.pages) };
}

export function useArticle(kind: 'news' | 'guide', id: number) {
  return useQuery({
    queryKey: [...contentKey, kind, id, currentLanguage()],
    queryFn: ({ signal }) =>
      get(
        `/app/cms/comm/${kind === 'news' ? 'newsDetail' : 'siteGuideDetail'}`,
        { id },
        {
          schema: contractSchema((c) => c.ZContentItem),
          signal,
        },
      ),
  });
}
