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
import type { ComponentType, ReactNode } from 'react';
import type { Messages } from '../i18n';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Every back-office page: its address, its menu entry, and the permission key that shows it. The
 * menu lists only the pages the operator's role grants, and a page outside them answers 403; the
 * server checks the same keys on every call behind the page.
 */
export type PageDef = {
  path: string;
  /** The key that shows the page; with several, any one of them does. */
  permission: string | readonly string[];
  label: keyof Messages['menu'];
  icon: ReactNode;
  load: Loader;
};

export const PAGES: PageDef[] = [
  {
    path: 'dashboard',
    permission: 'base:dashboard:read',
    label: 'dashboard',
    icon: <DashboardOutlined />,
    load: () => import('../features/dashboard/dashboard-page'),
  },
  {
    path: 'members',
    permission: 'member:user:read',
    label: 'members',
    icon: <UserOutlined />,
    load: () => import('../features/members/members-page'),
  },
  {
    path: 'report-roles',
    permission: ['report:role:page'],
    label: 'reportRoles',
    icon: <ApartmentOutlined />,
    load: () => import('../features/reports/roles-page'),
  },
  {
    path: 'recharges',
    permission: 'recharge:order:read',
    label: 'recharges',
    icon: <LoginOutlined />,
    load: () => import('../features/recharges/recharges-page'),
  },
  {
    path: 'withdrawals',
    permission: 'withdraw:order:read',
    label: 'withdrawals',
    icon: <LogoutOutlined />,
    load: () => import('../features/withdrawals/withdrawals-page'),
  },
  {
    path: 'bank-cards',
    permission: 'bank:card:read',
    label: 'bankCards',
    icon: <BankOutlined />,
    load: () => import('../features/bank-cards/bank-cards-page'),
  },
  {
    path: 'projects',
    permission: 'finance:proj:read',
    label: 'projects',
    icon: <VideoCameraOutlined />,
    load: () => import('../features/projects/projects-page'),
  },
  {
    path: 'levels',
    permission: 'member:level:read',
    label: 'levels',
    icon: <CrownOutlined />,
    load: () => import('../features/levels/levels-page'),
  },
  {
    path: 'channels',
    permission: ['recharge:channel:read', 'withdraw:channel:read'],
    label: 'channels',
    icon: <CreditCardOutlined />,
    load: () => import('../features/channels/channels-page'),
  },
  {
    path: 'content',
    permission: 'cms:content:read',
    label: 'content',
    icon: <FileTextOutlined />,
    load: () => import('../features/content/content-page'),
  },
  {
    path: 'tasks',
    permission: 'trailer:task:page',
    label: 'tasks',
    icon: <PlayCircleOutlined />,
    load: () => import('../features/tasks/tasks-page'),
  },
  {
    path: 'marketing',
    permission: 'finance:marketing:read',
    label: 'marketing',
    icon: <GiftOutlined />,
    load: () => import('../features/marketing/marketing-page'),
  },
  {
    path: 'lottery',
    // Any tab's key opens the page; each tab shows only for its own key.
    permission: ['lottery:prize:list', 'lottery:coupon:page', 'lottery:code:page', 'lottery:draw:page'],
    label: 'lottery',
    icon: <TrophyOutlined />,
    load: () => import('../features/lottery/lottery-page'),
  },
  {
    path: 'ranking',
    // Either tab's key opens the page; each tab shows only for its own key.
    permission: ['ranking:reward:list', 'ranking:close:page'],
    label: 'ranking',
    icon: <OrderedListOutlined />,
    load: () => import('../features/ranking/ranking-page'),
  },
  {
    path: 'announcements',
    permission: 'message:announcement:page',
    label: 'announcements',
    icon: <NotificationOutlined />,
    load: () => import('../features/announcements/announcements-page'),
  },
  {
    path: 'chat',
    permission: 'chat:room:page',
    label: 'chat',
    icon: <MessageOutlined />,
    load: () => import('../features/chat/chat-rooms-page'),
  },
  {
    path: 'service-desk',
    permission: 'chat:service:page',
    label: 'serviceDesk',
    icon: <CustomerServiceOutlined />,
    load: () => import('../features/service-desk/service-desk-page'),
  },
  {
    path: 'settings',
    permission: 'base:setting:read',
    label: 'settings',
    icon: <SettingOutlined />,
    load: () => import('../features/settings/settings-page'),
  },
  {
    path: 'operators',
    permission: 'base:operator:read',
    label: 'operators',
    icon: <TeamOutlined />,
    load: () => import('../features/operators/operators-page'),
  },
  {
    path: 'roles',
    permission: 'base:role:read',
    label: 'roles',
    icon: <SafetyOutlined />,
    load: () => import('../features/operators/roles-page'),
  },
  {
    path: 'audit',
    permission: 'base:audit:read',
    label: 'audit',
    icon: <AuditOutlined />,
    load: () => import('../features/audit/audit-page'),
  },
];
