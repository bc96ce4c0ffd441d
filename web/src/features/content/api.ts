import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { nextPageParam, uniqueItems } from '../../api/paged';
import { currentLanguage } from '../../i18n';
import { contentKey, getContentPage } from '../../shared/api/get-content-page';

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
          schema: contractSchema('cms', (c) => c.ZContentItem),
          signal,
        },
      ),
  });
}
