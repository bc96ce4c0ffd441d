import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  CommentOutlined,
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
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import { PAGE_LIST, type PageEntry, type PagePath } from '../shared/page-list';

type Loader = () => Promise<{ default: ComponentType }>;

/** A page of the list (shared/page-list.tsx) with its menu icon and its code, fetched on the page's first visit. */
export type PageDef = PageEntry & { icon: ReactNode; load: Loader };

/** Each page's menu icon and code: the shell imports the features, a feature never imports the shell. */
const SHELL_PARTS: readonly { path: PagePath; icon: ReactNode; load: Loader }[] = [
  {
    path: 'dashboard',
    icon: <DashboardOutlined />,
    load: () => import('../features/dashboard/dashboard-page'),
  },
  { path: 'members', icon: <UserOutlined />, load: () => import('../features/members/members-page') },
  { path: 'report-roles', icon: <ApartmentOutlined />, load: () => import('../features/reports/roles-page') },
  { path: 'recharges', icon: <LoginOutlined />, load: () => import('../features/recharges/recharges-page') },
  {
    path: 'withdrawals',
    icon: <LogoutOutlined />,
    load: () => import('../features/withdrawals/withdrawals-page'),
  },
  {
    path: 'approvals',
    icon: <SafetyCertificateOutlined />,
    load: () => import('../features/approvals/approvals-page'),
  },
  {
    path: 'bank-cards',
    icon: <BankOutlined />,
    load: () => import('../features/bank-cards/bank-cards-page'),
  },
  {
    path: 'projects',
    icon: <VideoCameraOutlined />,
    load: () => import('../features/projects/projects-page'),
  },
  { path: 'levels', icon: <CrownOutlined />, load: () => import('../features/levels/levels-page') },
  {
    path: 'channels',
    icon: <CreditCardOutlined />,
    load: () => import('../features/channels/channels-page'),
  },
  { path: 'content', icon: <FileTextOutlined />, load: () => import('../features/content/content-page') },
  { path: 'tasks', icon: <PlayCircleOutlined />, load: () => import('../features/tasks/tasks-page') },
  { path: 'danmu', icon: <CommentOutlined />, load: () => import('../features/danmu/danmu-page') },
  { path: 'marketing', icon: <GiftOutlined />, load: () => import('../features/marketing/marketing-page') },
  { path: 'lottery', icon: <TrophyOutlined />, load: () => import('../features/lottery/lottery-page') },
  { path: 'ranking', icon: <OrderedListOutlined />, load: () => import('../features/ranking/ranking-page') },
  {
    path: 'announcements',
    icon: <NotificationOutlined />,
    load: () => import('../features/announcements/announcements-page'),
  },
  { path: 'chat', icon: <MessageOutlined />, load: () => import('../features/chat/chat-rooms-page') },
  {
    path: 'service-desk',
    icon: <CustomerServiceOutlined />,
    load: () => import('../features/service-desk/service-desk-page'),
  },
  { path: 'settings', icon: <SettingOutlined />, load: () => import('../features/settings/settings-page') },
  { path: 'operators', icon: <TeamOutlined />, load: () => import('../features/operators/operators-page') },
  { path: 'roles', icon: <SafetyOutlined />, load: () => import('../features/operators/roles-page') },
  { path: 'audit', icon: <AuditOutlined />, load: () => import('../features/audit/audit-page') },
];

function shellPartOf(path: string) {
  const found = SHELL_PARTS.find((p) => p.path === path);
  if (!found) throw new Error(`No icon and loader for the back-office page ${path}`);
  return { icon: found.icon, load: found.load };
}

/** Every back-office page, in the menu's order, with its icon and code. */
export const PAGES: PageDef[] = PAGE_LIST.map((page) => ({ ...page, ...shellPartOf(page.path) }));
