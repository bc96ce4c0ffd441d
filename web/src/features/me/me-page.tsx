import type { TPerson } from '@club/contract';
import { LANGUAGES } from '@club/contract/lib/languages';
import { Avatar, Badge, Button, List } from 'antd-mobile';
import {
  ContentOutline,
  GiftOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  KeyOutline,
  LockOutline,
  MessageOutline,
  PieOutline,
  StarOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { logout } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { useMembership } from '../../shared/api/get-member-check';
import { usePerson } from '../../shared/api/get-person';
import { badgeCount, useUnreadCounts } from '../../shared/api/get-unread-counts';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { APP_VERSION } from '../../shared/version';
import { copyText } from '../../ui/copy';
import { CrownIcon } from '../../ui/crown-icon';
import { confirmDialog } from '../../ui/dialog';
import { formatDate, maskPhone } from '../../ui/format';
import { ListButton } from '../../ui/list-button';
import { QueryState } from '../../ui/query-state';
import { uploadCopy } from '../../ui/responsive-image';
import styles from './me.module.css';
import { WalletCard } from './wallet-card';

/** The membership as the server sees it now (its clock decides expiry, and a cancel shows as such). */
function MembershipTag() {
  const { t } = useTranslation();
  const membership = useMembership().data;
  if (!membership || membership.status === 'none')
    return <span className={styles.tagMuted}>{t('me.notMember')}</span>;
  if (membership.status === 'active' && membership.expiresAt) {
    return (
      <span className={styles.tagVip}>
        {t('me.member', { date: formatDate(membership.expiresAt, currentLanguage()) })}
      </span>
    );
  }
  return (
    <span className={styles.tagMuted}>
      {membership.status === 'expired' ? t('me.memberExpired') : t('member.status.cancelled')}
    </span>
  );
}

function ProfileHeader({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  return (
    <section className={styles.header}>
      <div className={styles.identity}>
        <Avatar
          className={styles.avatar}
          src={person.avatar ? uploadCopy(person.avatar, 64) : ''}
          alt=""
          fallback={<UserAvatarFallback name={person.nickName} />}
        />
        <div className={styles.who}>
          {/* The nav bar's "Me" is the page's heading; the member's name heads the card under it. */}
          {/* Its own direction: a default name is a masked phone, which an Arabic line reversed. */}
          <h2 className={styles.nickname} dir="auto" data-testid="me-nickname">
            {person.nickName}
          </h2>
          <p className={styles.phone} dir="ltr" data-testid="me-phone">
            {maskPhone(person.phone, person.areaCode)}
          </p>
          <MembershipTag />
        </div>
      </div>
      <div className={styles.invite}>
        <span className={styles.inviteLabel}>{t('me.invitationCode')}</span>
        <span className={styles.inviteCode} dir="ltr" data-testid="invitation-code">
          {person.invitationCode}
        </span>
        <button
          type="button"
          className={styles.copy}
          onClick={() => copyText(person.invitationCode)}
          data-testid="copy-invitation-code"
        >
          {t('common.copy')}
        </button>
        <button
          type="button"
          className={styles.copy}
          onClick={() => nav.navigateTo(paths.invitation)}
          data-testid="me-invite"
        >
          {t('me.invite')}
        </button>
      </div>
    </section>
  );
}

/** The VIP entry's short status: not opened, until a date, expired, cancelled. */
function VipStatus() {
  const { t } = useTranslation();
  const { data } = useMembership();
  if (!data) return null;
  const text =
    data.status === 'active' && data.expiresAt
      ? t('member.headline.active', { date: formatDate(data.expiresAt, currentLanguage()) })
      : t(`member.status.${data.status}`);
  return (
    <span className={data.status === 'active' ? styles.vipActive : undefined} data-status={data.status}>
      {text}
    </span>
  );
}

/** The unread messages, capped at 99+; nothing when all are read. Asked again every 30 s while shown. */
function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCounts({ poll: true }).data?.messages ?? 0;
  if (count <= 0) return null;
  return (
    <Badge
      content={badgeCount(count, currentLanguage())}
      aria-label={t('message.unreadCount', { count })}
      data-testid="me-messages-badge"
    />
  );
}

function UserAvatarFallback({ name }: { name: string }) {
  return <span className={styles.avatarFallback}>{(name.trim()[0] ?? '?').toUpperCase()}</span>;
}

export default function MePage() {
  const { t } = useTranslation();
  const person = usePerson();
  const language = LANGUAGES.find((l) => l.code === currentLanguage());

  async function onLogout() {
    const confirmed = await confirmDialog({
      content: t('me.logoutConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await logout();
  }

  return (
    <>
      <PageNavBar title={t('pages.me')} back={false} />
      <QueryState query={person}>
        {(p) => (
          <div className={styles.page}>
            <ProfileHeader person={p} />
            <WalletCard />
            <List className={styles.list} mode="card">
              <ListButton
                prefix={<CrownIcon className={styles.vipIcon} />}
                extra={<VipStatus />}
                onClick={() => nav.navigateTo(paths.member)}
                data-testid="me-vip"
              >
                {t('pages.vipMember')}
              </ListButton>
              <ListButton
                prefix={<GiftOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.lottery)}
                data-testid="me-lottery"
              >
                {t('pages.lottery')}
              </ListButton>
              <ListButton
                prefix={<MessageOutline className={styles.icon} />}
                extra={<UnreadBadge />}
                onClick={() => nav.navigateTo(paths.message)}
                data-testid="me-messages"
              >
                {t('message.title')}
              </ListButton>
              {/* Directors and assistants only: their team's reports (PRODUCT.md §11). A profile stored
                  before the role existed has none, and shows none until the fresh one arrives. */}
              {p.reportRole && (
                <ListButton
                  prefix={<ContentOutline className={styles.icon} />}
                  onClick={() => nav.navigateTo(paths.report)}
                  data-testid="me-reports"
                >
                  {t('pages.subordinateReports')}
                </ListButton>
              )}
            </List>
            <List className={styles.list} mode="card" header={t('me.investing')}>
              <ListButton
                prefix={<PieOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.myInvest)}
                data-testid="me-my-invest"
              >
                {t('pages.myInvest')}
              </ListButton>
              <ListButton
                prefix={<HistogramOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.myHoldings)}
                data-testid="me-my-holdings"
              >
                {t('pages.myHoldings')}
              </ListButton>
              <ListButton
                prefix={<HeartOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.myCollect)}
                data-testid="me-my-collect"
              >
                {t('pages.myCollect')}
              </ListButton>
              <ListButton
                prefix={<StarOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.myFocus)}
                data-testid="me-my-focus"
              >
                {t('pages.myFocus')}
              </ListButton>
            </List>
            <List className={styles.list} mode="card" header={t('me.account')}>
              <ListButton
                prefix={<UserContactOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.info)}
                data-testid="me-info"
              >
                {t('me.myInformation')}
              </ListButton>
              <ListButton
                prefix={<LockOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.password)}
                data-testid="me-password"
              >
                {t('me.changePassword')}
              </ListButton>
              <ListButton
                prefix={<KeyOutline className={styles.icon} />}
                onClick={() => nav.navigateTo(paths.payPassword)}
                data-testid="me-pay-password"
              >
                {p.hasPayPassword ? t('me.changePayPassword') : t('me.setPayPassword')}
              </ListButton>
            </List>
            <List className={styles.list} mode="card" header={t('me.settings')}>
              <ListButton
                prefix={<GlobalOutline className={styles.icon} />}
                extra={language?.name}
                onClick={() => nav.navigateTo(paths.language)}
                data-testid="me-language"
              >
                {t('me.chooseLanguage')}
              </ListButton>
            </List>
            <div className={styles.logoutWrap}>
              <Button block shape="rounded" className={styles.logout} onClick={onLogout} data-testid="logout">
                {t('me.logout')}
              </Button>
            </div>
            <p className={styles.version}>{t('me.version', { version: APP_VERSION })}</p>
          </div>
        )}
      </QueryState>
    </>
  );
}
