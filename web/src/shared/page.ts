import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQuery, readConfig } from './api/get-config';

/** Query parameters of the route, passed to every page as props (spec §2). */
export type PageProps = { query: Record<string, string> };

export const DEFAULT_TITLE = 'TV';

/**
 * document.title follows the page title and names the club after it, as a tab or the task switcher
 * shows it; the club's name alone ("TV" before the config is known) when a page has none (spec §1).
 * The config is read as the launch fetched it: a title asks the server nothing.
 */
export function usePageTitle(title: string | undefined): void {
  const config = useQuery({ ...configQuery, enabled: false }).data;
  const club = config?.siteName || readConfig().siteName || DEFAULT_TITLE;
  useEffect(() => {
    document.title = title ? `${title} · ${club}` : club;
  }, [title, club]);
}
