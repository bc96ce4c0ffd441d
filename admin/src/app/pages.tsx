import type { ComponentType } from 'react';
import { PAGE_LIST, type PageEntry, type PagePath } from '../shared/page-list';

type Loader = () => Promise<{ default: ComponentType }>;

/** A page of the list (shared/page-list.tsx) with its code, which the shell fetches on the page's first visit. */
export type PageDef = PageEntry & { load: Loader };

/**
 * Each page's code: the shell imports the features, a feature never imports the shell. One
 * `path: '…'` entry per page: e2e/a11y-back-office.spec.ts reads them here to visit every page.
 */
const LOADERS: readonly { path: PagePath; load: Loader }[] = [
  { path: 'dashboard', load: () => import('../features/dashboard/dashboard-page') },
  { path: 'members', load: () => import('../features/members/members-page') },
  { path: 'report-roles', load: () => import('../features/reports/roles-page') },
  { path: 'recharges', load: () => import('../features/recharges/recharges-page') },
  { path: 'withdrawals', load: () => import('../features/withdrawals/withdrawals-page') },
  { path: 'bank-cards', load: () => import('../features/bank-cards/bank-cards-page') },
  { path: 'projects', load: () => import('../features/projects/projects-page') },
  { path: 'levels', load: () => import('../features/levels/levels-page') },
  { path: 'channels', load: () => import('../features/channels/channels-page') },
  { path: 'content', load: () => import('../features/content/content-page') },
  { path: 'tasks', load: () => import('../features/tasks/tasks-page') },
  { path: 'marketing', load: () => import('../features/marketing/marketing-page') },
  { path: 'lottery', load: () => import('../features/lottery/lottery-page') },
  { path: 'ranking', load: () => import('../features/ranking/ranking-page') },
  { path: 'announcements', load: () => import('../features/announcements/announcements-page') },
  { path: 'chat', load: () => import('../features/chat/chat-rooms-page') },
  { path: 'service-desk', load: () => import('../features/service-desk/service-desk-page') },
  { path: 'settings', load: () => import('../features/settings/settings-page') },
  { path: 'operators', load: () => import('../features/operators/operators-page') },
  { path: 'roles', load: () => import('../features/operators/roles-page') },
  { path: 'audit', load: () => import('../features/audit/audit-page') },
];

function loaderOf(path: string): Loader {
  const found = LOADERS.find((l) => l.path === path);
  if (!found) throw new Error(`No loader for the back-office page ${path}`);
  return found.load;
}

/** Every back-office page, in the menu's order, with its code. */
export const PAGES: PageDef[] = PAGE_LIST.map((page) => ({ ...page, load: loaderOf(page.path) }));
