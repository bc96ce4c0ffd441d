import type { TSingleTextKind } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { contentKey } from './get-content-page';

/**
 * A standing text the operators publish (company profile, qualifications, member clause, member
 * rights, customer service): the latest published one in the reader's language, or null when none is.
 */
export const getStandingText = (kind: TSingleTextKind, signal?: AbortSignal) =>
  get(`/app/cms/comm/${kind}`, undefined, {
    schema: contractSchema('cms', (c) => c.ZContentItem.nullable()),
    signal,
  });

/** Under the content key, by kind and language. */
export const standingTextQuery = (kind: TSingleTextKind, lang: string) =>
  queryOptions({
    queryKey: [...contentKey, kind, lang],
    queryFn: ({ signal }) => getStandingText(kind, signal),
  });

/** Shared by the content pages (company profile, customer service) and the member pages (clause, rights). */
export function useStandingText(kind: TSingleTextKind) {
  return useQuery(standingTextQuery(kind, currentLanguage()));
}
