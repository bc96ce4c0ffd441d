import { useEffect } from 'react';

/** Query parameters of the route, passed to every page as props (spec §2). */
export type PageProps = { query: Record<string, string> };

export const DEFAULT_TITLE = 'TV';

/** document.title follows the page title; "TV" when a page has none (spec §1). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title || DEFAULT_TITLE;
  }, [title]);
}
