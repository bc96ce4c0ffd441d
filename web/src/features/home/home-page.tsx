import { Button } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { hasSession, useSession } from '../../api/session';
import { useConfig } from '../../shared/api/get-config';
import { useNavBarLift } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { usePageTitle } from '../../shared/page';
import { paths } from '../../shared/paths';
import { LazyOnce } from '../../ui/lazy-once';
import { useAfterFirstPaint } from '../../ui/use-after-first-paint';
import styles from './home.module.css';
import { HomeBanners, HomeNotice, HomeShortcuts } from './home-content';
import { useExitOnBack } from './use-exit-on-back';

/** Home's lists come after its first screen has painted (the data is on its way since launch). */
const loadBelow = () => import('./home-below');

export default function HomePage() {
  const { t } = useTranslation();
  const config = useConfig();
  const userInfo = useSession((s) => s.userInfo);
  useSession((s) => s.token);
  const loggedIn = hasSession();
  useExitOnBack();
  const afterFirstPaint = useAfterFirstPaint();
  usePageTitle(t('pages.home'));
  const { className: liftClass, ...lift } = useNavBarLift();
  const siteName = config.siteName || 'TV';

  return (
    <div className={styles.page}>
      {/* Custom navigation bar (spec §2): the site's name and the language switch; it lifts like the others. */}
      <header className={`${styles.navBar} ${liftClass}`} {...lift}>
        <span className={styles.brand} data-testid="site-name">
          {siteName}
        </span>
        <button
          type="button"
          className={styles.navAction}
          onClick={() => nav.navigateTo(paths.language)}
          aria-label={t('home.chooseLanguage')}
          data-testid="home-language"
        >
          <GlobalOutline />
        </button>
      </header>

      <div className={styles.hero}>
        <p className={styles.heroKicker}>{t('pages.home')}</p>
        <h1 className={styles.heroTitle}>
          {loggedIn && userInfo
            ? // The name isolated (FSI … PDI): a masked phone in an Arabic greeting kept its order.
              t('home.hello', { name: `\u2068${userInfo.nickName}\u2069` })
            : t('home.welcome', { name: siteName })}
        </h1>
        <p className={styles.heroText} data-testid="home-description">
          {config.description || t('home.defaultDescription')}
        </p>
        {!loggedIn && (
          <div className={styles.heroActions}>
            <Button
              className={styles.heroPrimary}
              shape="rounded"
              onClick={() => nav.navigateTo(paths.login)}
              data-testid="home-login"
            >
              {t('auth.login')}
            </Button>
            <Button
              className={styles.heroSecondary}
              shape="rounded"
              fill="outline"
              onClick={() => nav.navigateTo(paths.register)}
              data-testid="home-register"
            >
              {t('auth.register')}
            </Button>
          </div>
        )}
      </div>

      <HomeNotice />
      <HomeBanners />
      <HomeShortcuts />
      <LazyOnce load={loadBelow} active={afterFirstPaint} props={{}} />
    </div>
  );
}
