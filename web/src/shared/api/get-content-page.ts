import type { TContentKind } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { currentLanguage } from '../../i18n';

/** Every content query sits under this key (standing texts too, see get-standing-text.ts). */
export const contentKey = ['content'] as const;

const LIST_PATHS: Partial<Record<TContentKind, string>> = {
  news: 'news',
  guide: 'siteGuideList',
  partner: 'partners',
  announcement: 'announcement',
  banner: 'banner',
};

/** A page of published items of a kind, newest first; public. */
export const getContentPage = (kind: TContentKind, page: number, size: number, signal?: AbortSignal) =>
  get(
    `/app/cms/comm/${LIST_PATHS[kind]}`,
    { page, size },
    {
      schema: contractSchema('cms', (c) => c.ZContentPage),
      signal,
    },
  );

/** The first few published items of a kind (home's announcement, banners, latest news; the partners). */
export const contentPreviewQuery = (kind: TContentKind, size: number) =>
  queryOptions({
    queryKey: [...contentKey, kind, 'preview', size, currentLanguage()],
    queryFn: ({ signal }) => getContentPage(kind, 1, size, signal),
  });

/** Shared by home and the content pages. */
export function useContentPreview(kind: TContentKind, size: number) {
  return useQuery(contentPreviewQuery(kind, size));
}
