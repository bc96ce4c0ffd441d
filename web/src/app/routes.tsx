import { type ComponentType, lazy, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Navigate,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
} from 'react-router';
import { hasSession, useSession } from '../api/session';
import { bannersQuery, preloadFirstBanner } from '../features/home/api/banner-image';
import { projectHomeQuery } from '../features/home/api/get-project-home';
import { projectDetailQuery } from '../features/project/api/get-project-detail';
import { loadAllTexts } from '../i18n';
import { contentPreviewQuery } from '../shared/api/get-content-page';
import { hotProjectsQuery } from '../shared/api/get-hot-projects';
import { membershipQuery } from '../shared/api/get-member-check';
import { personQuery } from '../shared/api/get-person';
import { bindNavigator, type PagePreparation, registerPage, rememberLoginTarget } from '../shared/navigation';
import type { PageProps } from '../shared/page';
import { paths } from '../shared/paths';
import { fetchMissing } from '../shared/query-client';
import { toastsFollowPage } from '../ui/toast';
import { AppFrame, loadTabBar, StackLayout, TabLayout } from './layout';

type Loader = () => Promise<{ default: ComponentType<PageProps> }>;

/** public: anyone; user: needs a logged-in user with a token (spec §2). */
type Access = 'public' | 'user';

type Prefetch = NonNullable<PagePreparation['prefetch']>;

type PageDef = { path: string; load: Loader; access: Access; prefetch?: Prefetch };

const page = (path: string, load: Loader, access: Access, prefetch?: Prefetch): PageDef => ({
  path,
  load,
  access,
  prefetch,
});

/** A tab page's code, with the tab bar's: the page's first render has the bar. */
const withTabBar =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), loadTabBar()]).then(([module]) => module);

const home: Loader = withTabBar(() => import('../features/home/home-page'));

/** Home's first screen: the announcement, the banners (their first image too) and the lists. */
const homeData: Prefetch = () => {
  preloadFirstBanner();
  return fetchMissing(
    contentPreviewQuery('announcement', 1),
    bannersQuery(),
    hotProjectsQuery(),
    projectHomeQuery(),
    contentPreviewQuery('news', 3),
  );
};

/** Pages in the tab layout. Only home is public among them. */
const tabPages: PageDef[] = [
  page(paths.home, home, 'public', homeData),
  page(paths.homeAlias, home, 'public', homeData),
  page(
    paths.hot,
    withTabBar(() => import('../features/hot/hot-page')),
    'user',
  ),
  page(
    paths.task,
    withTabBar(() => import('../features/task/task-page')),
    'user',
  ),
  page(
    paths.chat,
    withTabBar(() => import('../features/chat/chat-page')),
    'user',
  ),
  page(
    paths.me,
    withTabBar(() => import('../features/me/me-page')),
    'user',
    () => fetchMissing(personQuery, membershipQuery),
  ),
  page(
    paths.team,
    withTabBar(() => import('../features/team/team-page')),
    'user',
  ),
];

/**
 * Full-screen pages. Login, register and the area-code chooser are the login target itself, so
 * they are reachable without a session; everything else but home and language needs one.
 */
const stackPages: PageDef[] = [
  page(paths.language, () => import('../features/language/language-page'), 'public'),
  page(paths.login, () => import('../features/auth/login-page'), 'public'),
  page(paths.register, () => import('../features/auth/register-page'), 'public'),
  page(paths.areaCode, () => import('../features/auth/area-code-page'), 'public'),
  page(paths.info, () => import('../features/me/info-page'), 'user'),
  page(paths.password, () => import('../features/me/password-page'), 'user'),
  page(paths.payPassword, () => import('../features/me/pay-password-page'), 'user'),
  page(paths.payPasswordReset, () => import('../features/me/pay-password-reset-page'), 'user'),
  page(paths.fundingDetails, () => import('../features/funds/funding-details-page'), 'user'),
  page(paths.recharge, () => import('../features/recharge/recharge-page'), 'user'),
  page(paths.rechargePay, () => import('../features/recharge/recharge-pay-page'), 'user'),
  page(paths.rechargeDetails, () => import('../features/recharge/recharge-details-page'), 'user'),
  page(paths.withdraw, () => import('../features/withdraw/withdraw-page'), 'user'),
  page(paths.withdrawDetails, () => import('../features/withdraw/withdraw-details-page'), 'user'),
  page(paths.bankCard, () => import('../features/withdraw/bank-card-page'), 'user'),
  page(paths.bankCardAdd, () => import('../features/withdraw/bank-card-add-page'), 'user'),
  page(paths.bankCardVerification, () => import('../features/withdraw/bank-verification-page'), 'user'),
  page(paths.member, () => import('../features/member/member-page'), 'user'),
  page(paths.memberRights, () => import('../features/member/rights-page'), 'user'),
  page(paths.memberClause, () => import('../features/member/clause-page'), 'user'),
  page(
    paths.projectDetail,
    () => import('../features/project/project-detail-page'),
    'user',
    ({ id }) => (Number(id) > 0 ? fetchMissing(projectDetailQuery(Number(id))) : undefined),
  ),
  page(paths.myInvest, () => import('../features/invest/my-invest-page'), 'user'),
  page(paths.myHoldings, () => import('../features/invest/holdings-page'), 'user'),
  page(paths.shareholdingDetails, () => import('../features/invest/shareholding-details-page'), 'user'),
  page(paths.myCollect, () => import('../features/focus/favorite-page'), 'user'),
  page(paths.myFocus, () => import('../features/focus/follow-page'), 'user'),
  page(paths.news, () => import('../features/content/news-page'), 'user'),
  page(paths.newsDetail, () => import('../features/content/news-detail-page'), 'user'),
  page(paths.siteGuide, () => import('../features/content/guide-page'), 'user'),
  page(paths.guideDetail, () => import('../features/content/guide-detail-page'), 'user'),
  page(paths.companyProfile, () => import('../features/content/company-page'), 'user'),
  page(paths.customerService, () => import('../features/content/service-page'), 'user'),
  page(paths.message, () => import('../features/message/message-page'), 'user'),
  page(paths.messageDetail, () => import('../features/message/message-detail-page'), 'user'),
  page(paths.chatRoom, () => import('../features/chat/chat-room-page'), 'user'),
  page(paths.chatService, () => import('../features/chat/chat-service-page'), 'user'),
  page(paths.chatAlbums, () => import('../features/chat/album-list-page'), 'user'),
  page(paths.chatAlbumDetail, () => import('../features/chat/album-detail-page'), 'user'),
  page(paths.taskWatch, () => import('../features/task/watch-page'), 'user'),
  page(paths.myTask, () => import('../features/task/my-task-page'), 'user'),
  page(paths.lottery, () => import('../features/lottery/lottery-page'), 'user'),
  page(paths.lotteryPrizes, () => import('../features/lottery/prizes-page'), 'user'),
  page(paths.lotteryCoupons, () => import('../features/lottery/coupons-page'), 'user'),
  page(
    paths.inviteRanking,
    () => import('../features/ranking/ranking-page').then((m) => ({ default: m.InviteRankingPage })),
    'user',
  ),
  page(
    paths.crowdfundingRanking,
    () => import('../features/ranking/ranking-page').then((m) => ({ default: m.CrowdfundingRankingPage })),
    'user',
  ),
  page(paths.rankingAward, () => import('../features/ranking/award-page'), 'user'),
  page(paths.invitation, () => import('../features/team/invitation-page'), 'user'),
  page(paths.teamGroup, () => import('../features/team/group-page'), 'user'),
  page(
    paths.teamGroupRewards,
    () => import('../features/team/rewards-page').then((m) => ({ default: m.GroupRewardsPage })),
    'user',
  ),
  page(
    paths.teamDividendRecords,
    () => import('../features/team/rewards-page').then((m) => ({ default: m.DividendRecordsPage })),
    'user',
  ),
  page(paths.reportScreen, () => import('../features/report/report-screens'), 'user'),
];

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberLoginTarget(`${location.pathname}${location.search}`);
    navigate(paths.login, { replace: true });
  }, [location, navigate]);
  return null;
}

/** The before-navigation guard and the query → props bridge. */
function RoutePage({ def, component }: { def: PageDef; component: PageComponent }) {
  const [search] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(search), [search]);
  useSession((s) => s.token); // re-check when the session changes
  // A session that ends on this page is a logout, which relaunches to login itself; only a visit
  // without a session is sent to login with this page remembered.
  const hadSession = useRef(false);
  if (def.access === 'user') {
    if (!hasSession()) return hadSession.current ? null : <RedirectToLogin />;
    hadSession.current = true;
  }
  const Page = component.loaded ?? component.Lazy;
  return <Page query={query} />;
}

/**
 * A page's component: lazy until its code is in, then the loaded component itself, so a page the
 * navigation prepared renders at once instead of suspending for a tick.
 */
type PageComponent = { Lazy: ComponentType<PageProps>; loaded?: ComponentType<PageProps> };

const componentByLoader = new Map<Loader, { load: Loader; component: PageComponent }>();

function pageComponent(def: PageDef): { load: Loader; component: PageComponent } {
  const known = componentByLoader.get(def.load);
  if (known) return known;
  // Login has its texts with the first ones (i18n/first-screen.ts); every other page waits for the rest.
  const load: Loader = () =>
    Promise.all([def.load(), def.path === paths.login ? undefined : loadAllTexts()]).then(([module]) => {
      component.loaded = module.default;
      return module;
    });
  const component: PageComponent = { Lazy: lazy(load) };
  componentByLoader.set(def.load, { load, component });
  return { load, component };
}

function toRoute(def: PageDef): RouteObject {
  const { load, component } = pageComponent(def);
  const { prefetch } = def;
  registerPage(def.path, {
    load,
    // A member's data is asked for only with a session: without one the page sends to login.
    prefetch: prefetch && ((query) => (def.access === 'user' && !hasSession() ? undefined : prefetch(query))),
  });
  return { path: def.path, element: <RoutePage def={def} component={component} /> };
}

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { element: <TabLayout />, children: tabPages.map(toRoute) },
      { element: <StackLayout />, children: stackPages.map(toRoute) },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The routes, rendered inside a HashRouter. Declarative routing rather than a data router: it is
 * ~16 KB gzipped lighter, and no page uses loaders or actions.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  const location = useLocation();
  // A layout effect runs before any page's effects, so pages can navigate through `nav` at once.
  useLayoutEffect(() => bindNavigator(navigate, location), [navigate, location]);
  useLayoutEffect(() => toastsFollowPage(location.pathname), [location.pathname]);
  return useRoutes(routes);
}
