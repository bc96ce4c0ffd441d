import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Result, Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { onLogout } from '../api/client';
import { useSession } from '../api/session';
import { usePerson } from '../shared/api/get-person';
import { useCan, useMustEnrol } from '../shared/use-person';
import { useLocaleState } from './locale-state';
import LoginPage from './login-page';
import { PAGES, type PageDef } from './pages';
import { THEME } from './theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

const lazyPages = new Map(PAGES.map((p) => [p.path, lazy(p.load)]));
const ShellLayout = lazy(() => import('./layout').then((m) => ({ default: m.ShellLayout })));
const SecurityPage = lazy(() => import('../features/security/security-page'));

/**
 * The signed-in frame (menu, header), fetched only with a session: someone signing in downloads the
 * sign-in page and nothing of the pages behind it.
 */
function SignedIn() {
  const signedIn = useSession((s) => s.session !== null);
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <ShellLayout />
    </Suspense>
  );
}

/** A page the operator's role does not grant answers 403, whatever the address says. */
function Guarded({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const can = useCan();
  const mustEnrol = useMustEnrol();
  const Page = lazyPages.get(page.path);
  if (mustEnrol) return <Navigate to="/security" replace />;
  if (!can(page.permission) || !Page) {
    return <Result status="403" title="403" subTitle={t('common.noPermission')} data-testid="forbidden" />;
  }
  return <Page />;
}

/** The first page the operator may see, or two-step sign-in when they must set it up first. */
function Landing() {
  const { t } = useTranslation();
  const can = useCan();
  const person = usePerson();
  const mustEnrol = useMustEnrol();
  if (!person.data) return <Spin />;
  // OPERATOR_MFA=required and no second factor yet: enrolment is the only way on.
  if (mustEnrol) return <Navigate to="/security" replace />;
  const first = PAGES.find((p) => can(p.permission));
  return first ? (
    <Navigate to={`/${first.path}`} replace />
  ) : (
    <Result status="403" subTitle={t('common.noPermission')} />
  );
}

/** Every 401 or logout ends on the login page with nothing of the last operator cached. */
function LogoutRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onLogout(() => {
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate],
  );
  return null;
}

export function App() {
  const { locale, direction } = useLocaleState();
  return (
    <ConfigProvider locale={locale} direction={direction} theme={THEME}>
      <AntdApp>
        <QueryClientProvider client={queryClient}>
          <HashRouter>
            <LogoutRedirect />
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route element={<SignedIn />}>
                <Route index element={<Landing />} />
                <Route path="/security" element={<SecurityPage />} />
                {PAGES.map((p) => (
                  <Route key={p.path} path={`/${p.path}/*`} element={<Guarded page={p} />} />
                ))}
                <Route path="*" element={<Landing />} />
              </Route>
            </Routes>
          </HashRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
