import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  CreditCardOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  LoginOutlined,
  LogoutOutlined,
  MessageOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PlayCircleOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Messages } from '../i18n';

/**
 * Every back-office page: its address, its menu entry, and the permission key that shows it. The
 * menu lists only the pages the operator's role grants, and a page outside them answers 403; the
 * server checks the same keys on every call behind the page. Each page's code is the shell's
 * (app/pages.tsx): what a feature needs of the list (the role drawer's preview) is here.
 */
export type PageEntry = {
  path: string;
  /** The key that shows the page; with several, any one of them does. */
  permission: string | readonly string[];
  label: keyof Messages['menu'];
  icon: ReactNode;
};

export const PAGE_LIST = [
  {
    path: 'dashboard',
    permission: 'base:dashboard:read',
    label: 'dashboard',
    icon: <DashboardOutlined />,
  },
  {
    path: 'members',
    permission: 'member:user:read',
    label: 'members',
    icon: <UserOutlined />,
  },
  {
    path: 'report-roles',
    permission: ['report:role:page'],
    label: 'reportRoles',
    icon: <ApartmentOutlined />,
  },
  {
    path: 'recharges',
    permission: 'recharge:order:read',
    label: 'recharges',
    icon: <LoginOutlined />,
  },
  {
    path: 'withdrawals',
    permission: 'withdraw:order:read',
    label: 'withdrawals',
    icon: <LogoutOutlined />,
  },
  {
    path: 'bank-cards',
    permission: 'bank:card:read',
    label: 'bankCards',
    icon: <BankOutlined />,
  },
  {
    path: 'projects',
    permission: 'finance:proj:read',
    label: 'projects',
    icon: <VideoCameraOutlined />,
  },
  {
    path: 'levels',
    permission: 'member:level:read',
    label: 'levels',
    icon: <CrownOutlined />,
  },
  {
    path: 'channels',
    permission: ['recharge:channel:read', 'withdraw:channel:read'],
    label: 'channels',
    icon: <CreditCardOutlined />,
  },
  {
    path: 'content',
    permission: 'cms:content:read',
    label: 'content',
    icon: <FileTextOutlined />,
  },
  {
    path: 'tasks',
    permission: 'trailer:task:page',
    label: 'tasks',
    icon: <PlayCircleOutlined />,
  },
  {
    path: 'marketing',
    permission: 'finance:marketing:read',
    label: 'marketing',
    icon: <GiftOutlined />,
  },
  {
    path: 'lottery',
    // Any tab's key opens the page; each tab shows only for its own key.
    permission: ['lottery:prize:list', 'lottery:coupon:page', 'lottery:code:page', 'lottery:draw:page'],
    label: 'lottery',
    icon: <TrophyOutlined />,
  },
  {
    path: 'ranking',
    // Either tab's key opens the page; each tab shows only for its own key.
    permission: ['ranking:reward:list', 'ranking:close:page'],
    label: 'ranking',
    icon: <OrderedListOutlined />,
  },
  {
    path: 'announcements',
    permission: 'message:announcement:page',
    label: 'announcements',
    icon: <NotificationOutlined />,
  },
  {
    path: 'chat',
    permission: 'chat:room:page',
    label: 'chat',
    icon: <MessageOutlined />,
  },
  {
    path: 'service-desk',
    permission: 'chat:service:page',
    label: 'serviceDesk',
    icon: <CustomerServiceOutlined />,
  },
  {
    path: 'settings',
    permission: 'base:setting:read',
    label: 'settings',
    icon: <SettingOutlined />,
  },
  {
    path: 'operators',
    permission: 'base:operator:read',
    label: 'operators',
    icon: <TeamOutlined />,
  },
  {
    path: 'roles',
    permission: 'base:role:read',
    label: 'roles',
    icon: <SafetyOutlined />,
  },
  {
    path: 'audit',
    permission: 'base:audit:read',
    label: 'audit',
    icon: <AuditOutlined />,
  },
] as const satisfies readonly PageEntry[];

/** A page's address, one of the list's. */
export type PagePath = (typeof PAGE_LIST)[number]['path'];
