import {
  LogoutOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
  VideoCameraFilled,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../api/client';
import { usePerson } from '../shared/api/get-person';
import { useCan, useMustEnrol } from '../shared/use-person';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';
import { PAGES } from './pages';

/** The signed-in frame: the menu of the pages the operator's role grants, and the header. */
export function ShellLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const person = usePerson();
  const can = useCan();
  const mustEnrol = useMustEnrol();
  if (!person.data) return <Spin fullscreen />;

  // Until a required second factor is set up, no page would answer: the menu offers none.
  const visible = mustEnrol ? [] : PAGES.filter((p) => can(p.permission));
  const current = location.pathname.split('/')[1] ?? '';
  const page = visible.find((p) => p.path === current);
  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={220} breakpoint="lg" collapsedWidth={64} theme="dark">
        <div className={styles.brand}>
          <VideoCameraFilled /> {t('app.title')}
        </div>
        <Menu
          className={styles.menu}
          theme="dark"
          mode="inline"
          selectedKeys={[current]}
          items={visible.map((p) => ({ key: p.path, icon: p.icon, label: t(`menu.${p.label}`) }))}
          onClick={({ key }) => {
            // The page already open: its menu entry reloads what it shows (others change it meanwhile).
            if (key === current) void queryClient.invalidateQueries();
            navigate(`/${key}`);
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <LanguageSelect />
          <Space>
            <UserOutlined />
            <Typography.Text data-testid="operator-name">{person.data.username}</Typography.Text>
            <Typography.Text type="secondary">({person.data.roleName})</Typography.Text>
          </Space>
          <Button
            icon={<SafetyCertificateOutlined />}
            onClick={() => navigate('/security')}
            data-testid="security-link"
          >
            {t('security.title')}
          </Button>
          <Button icon={<LogoutOutlined />} onClick={() => logout()}>
            {t('login.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          {/* The page's name heads the document for screen readers; its card shows it on screen. */}
          <h1 className="visually-hidden">
            {page ? t(`menu.${page.label}`) : current === 'security' ? t('security.title') : t('app.title')}
          </h1>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
