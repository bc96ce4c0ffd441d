import type { Messages } from '../i18n';

/**
 * Every back-office page: its address, its menu label, and the permission key that shows it. The
 * menu lists only the pages the operator's role grants, and a page outside them answers 403; the
 * server checks the same keys on every call behind the page. Here is what a feature may read of the
 * list (the role drawer's preview of the pages a role opens); each page's menu icon and code are the
 * shell's (app/pages.tsx).
 */
export type PageEntry = {
  path: string;
  /** The key that shows the page; with several, any one of them does. */
  permission: string | readonly string[];
  label: keyof Messages['menu'];
};

export const PAGE_LIST = [
  {
    path: 'dashboard',
    permission: 'base:dashboard:read',
    label: 'dashboard',
  },
  {
    path: 'members',
    permission: 'member:user:read',
    label: 'members',
  },
  {
    path: 'report-roles',
    permission: ['report:role:page'],
    label: 'reportRoles',
  },
  {
    path: 'recharges',
    permission: 'recharge:order:read',
    label: 'recharges',
  },
  {
    path: 'withdrawals',
    permission: 'withdraw:order:read',
    label: 'withdrawals',
  },
  {
    // Four eyes: money requests one operator made, waiting for another's approval.
    path: 'approvals',
    permission: 'base:approval:read',
    label: 'approvals',
  },
  {
    path: 'bank-cards',
    permission: 'bank:card:read',
    label: 'bankCards',
  },
  {
    path: 'projects',
    permission: 'finance:proj:read',
    label: 'projects',
  },
  {
    path: 'levels',
    permission: 'member:level:read',
    label: 'levels',
  },
  {
    path: 'channels',
    permission: ['recharge:channel:read', 'withdraw:channel:read'],
    label: 'channels',
  },
  {
    path: 'content',
    permission: 'cms:content:read',
    label: 'content',
  },
  {
    path: 'tasks',
    permission: 'trailer:task:page',
    label: 'tasks',
  },
  {
    path: 'danmu',
    permission: 'trailer:danmu:page',
    label: 'danmu',
  },
  {
    path: 'marketing',
    permission: 'finance:marketing:read',
    label: 'marketing',
  },
  {
    path: 'lottery',
    // Any tab's key opens the page; each tab shows only for its own key.
    permission: ['lottery:prize:list', 'lottery:coupon:page', 'lottery:code:page', 'lottery:draw:page'],
    label: 'lottery',
  },
  {
    path: 'ranking',
    // Either tab's key opens the page; each tab shows only for its own key.
    permission: ['ranking:reward:list', 'ranking:close:page'],
    label: 'ranking',
  },
  {
    path: 'announcements',
    permission: 'message:announcement:page',
    label: 'announcements',
  },
  {
    path: 'chat',
    permission: 'chat:room:page',
    label: 'chat',
  },
  {
    path: 'service-desk',
    permission: 'chat:service:page',
    label: 'serviceDesk',
  },
  {
    path: 'settings',
    permission: 'base:setting:read',
    label: 'settings',
  },
  {
    path: 'operators',
    permission: 'base:operator:read',
    label: 'operators',
  },
  {
    path: 'roles',
    permission: 'base:role:read',
    label: 'roles',
  },
  {
    path: 'audit',
    permission: 'base:audit:read',
    label: 'audit',
  },
] as const satisfies readonly PageEntry[];

/** A page's address, one of the list's. */
export type PagePath = (typeof PAGE_LIST)[number]['path'];
