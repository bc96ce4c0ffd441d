import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  FireFill,
  MessageFill,
  MessageOutline,
  TeamFill,
  TeamOutline,
  UserOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../api/session';
import { currentLanguage } from '../i18n';
import { badgeCount, useUnreadCounts } from '../shared/api/get-unread-counts';
import { nav } from '../shared/navigation';
import { paths } from '../shared/paths';
import styles from './app.module.css';

type Tab = {
  key: string;
  path: string;
  title: string;
  icon: (active: boolean) => ReactNode;
  badge?: ReactNode;
};

/**
 * The chat messages the member has not read, on the Chat room tab; nothing without a session (the
 * public home page) or when all are read. Asked again every 30 s and on focus.
 */
function useChatBadge(): ReactNode {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession((s) => s.token));
  const count = useUnreadCounts({ poll: true, enabled: signedIn }).data?.conversations ?? 0;
  if (!signedIn || count <= 0) return undefined;
  return (
    <span data-testid="tab-chat-badge" role="img" aria-label={t('chat.unreadCount', { count })}>
      {badgeCount(count, currentLanguage())}
    </span>
  );
}

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const chatBadge = useChatBadge();

  const tabs: Tab[] = [
    { key: 'home', path: paths.home, title: t('tabs.home'), icon: () => <AppOutline /> },
    { key: 'hot', path: paths.hot, title: t('tabs.hot'), icon: () => <FireFill /> },
    { key: 'task', path: paths.task, title: t('tabs.task'), icon: () => <VideoOutline /> },
    {
      key: 'chat',
      path: paths.chat,
      title: t('tabs.chat'),
      icon: (active) => (active ? <MessageFill /> : <MessageOutline />),
      badge: chatBadge,
    },
    { key: 'me', path: paths.me, title: t('tabs.me'), icon: () => <UserOutline /> },
    {
      key: 'team',
      path: paths.team,
      title: t('tabs.team'),
      icon: (active) => (active ? <TeamFill /> : <TeamOutline />),
    },
  ];
  const active =
    pathname === paths.homeAlias ? 'home' : (tabs.find((tab) => tab.path === pathname)?.key ?? null);

  return (
    <nav className={styles.tabBar} aria-label={t('tabs.label')}>
      <TabBar
        safeArea
        activeKey={active}
        onChange={(key) => {
          const tab = tabs.find((item) => item.key === key);
          if (tab && tab.path !== pathname) nav.switchTab(tab.path);
        }}
      >
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.key}
            title={tab.title}
            icon={tab.icon}
            badge={tab.badge}
            data-testid={`tab-${tab.key}`}
          />
        ))}
      </TabBar>
    </nav>
  );
}
