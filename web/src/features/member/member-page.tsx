import type { TIncome, TMemberLevel, TMembershipCheck } from '@club/contract';
import { ErrorCode } from '@club/contract/errors';
import { Button, Dialog, List } from 'antd-mobile';
import { CheckCircleFill, FileOutline, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { isApiError } from '../../api/errors';
import { useIncome } from '../../app/api/get-income';
import { usePerson } from '../../app/api/get-person';
import { useMembership } from '../../app/api/post-member-check';
import { PageNavBar } from '../../app/nav-bar';
import { nav } from '../../app/navigation';
import { paths } from '../../app/paths';
import { currentLanguage, t as translate } from '../../i18n';
import { CrownIcon } from '../../ui/crown-icon';
import { formatDate, formatDateTime } from '../../ui/format';
import { type Money, moneyOf } from '../../ui/money';
import { PayPasswordPopup } from '../../ui/pay-password-popup';
import { QueryState } from '../../ui/query-state';
import { toastError, toastSuccess } from '../../ui/toast';
import { useMemberLevels } from './api/get-member-levels';
import { useActivateMembership } from './api/post-member-activate';
import { useCancelMembership } from './api/post-member-cancel';
import styles from './member.module.css';
import { depositState, membershipActions, priceOf, svipLevels, vipLevelFor } from './membership';

/** "No payment password set", with the way to set one (§8). */
async function promptPayPassword() {
  const setUp = await Dialog.confirm({
    title: translate('member.noPayPassword'),
    content: translate('member.noPayPasswordHint'),
    confirmText: translate('member.setUpPayPassword'),
    cancelText: translate('common.cancel'),
  });
  if (setUp) nav.navigateTo(paths.payPassword);
}

/** The wallets do not cover the price: the way to recharge. */
async function promptRecharge(price: string) {
  const recharge = await Dialog.confirm({
    title: translate('member.insufficientTitle'),
    content: translate('member.insufficientHint', { amount: price }),
    confirmText: translate('pages.recharge'),
    cancelText: translate('common.cancel'),
  });
  if (recharge) nav.navigateTo(paths.recharge);
}

const date = (iso: string | null) => (iso ? formatDate(iso, currentLanguage()) : '—');

/** The headline of the card: not opened / active until / expired on / cancelled on. */
function headline(check: TMembershipCheck): string {
  if (check.status === 'none') return translate('member.headline.none');
  // A cancellation returns the deposit at once, so its time is the day the membership was cancelled.
  const when = check.status === 'cancelled' ? (check.depositReturnedAt ?? check.expiresAt) : check.expiresAt;
  if (!when) return translate(`member.status.${check.status}`);
  return translate(`member.headline.${check.status}`, { date: date(when) });
}

function MemberCard({
  check,
  level,
  money,
}: {
  check: TMembershipCheck;
  level?: TMemberLevel;
  money: Money;
}) {
  const { t } = useTranslation();
  const deposit = depositState(check);
  const renewal = check.renewable
    ? t('member.renewableNow', { date: date(check.depositReturnDueAt) })
    : check.status === 'active' && check.renewableFrom
      ? t('member.renewableFrom', { date: date(check.renewableFrom) })
      : null;
  return (
    <section className={styles.card} aria-labelledby="member-level-name">
      <div className={styles.cardHead}>
        <span className={styles.crown}>
          <CrownIcon />
        </span>
        <span className={styles.levelName} id="member-level-name">
          {level?.name ?? 'VIP'}
        </span>
        <span className={styles.pill} data-status={check.status}>
          {t(`member.status.${check.status}`)}
        </span>
      </div>
      <p className={styles.headline} data-testid="member-status" data-status={check.status}>
        {headline(check)}
      </p>
      {check.status === 'none' && <p className={styles.intro}>{t('member.intro')}</p>}

      <dl className={styles.facts}>
        {check.activatedAt && (
          <div className={styles.fact}>
            <dt>{t('member.activatedAt')}</dt>
            <dd>{date(check.activatedAt)}</dd>
          </div>
        )}
        <div className={styles.fact} data-testid="member-expiry">
          <dt>{check.status === 'active' ? t('member.validUntil') : t('member.expiryDate')}</dt>
          <dd>{date(check.expiresAt)}</dd>
        </div>
        <div className={styles.fact} data-testid="member-deposit" data-state={deposit}>
          <dt>{t('member.deposit')}</dt>
          <dd>
            {deposit === 'none' ? (
              t('member.depositNone')
            ) : (
              <>
                <span className={styles.depositAmount}>{money(check.deposit)}</span>
                <span className={deposit === 'held' ? styles.depositHeld : styles.depositReturned}>
                  {t(`member.depositState.${deposit}`)}
                </span>
              </>
            )}
          </dd>
          {deposit === 'held' && check.depositReturnDueAt && (
            <p className={styles.factNote}>
              {t('member.depositDue', { date: date(check.depositReturnDueAt) })}
            </p>
          )}
          {deposit === 'returned' && check.depositReturnedAt && (
            <p className={styles.factNote}>
              {t('member.depositReturnedOn', {
                date: formatDateTime(check.depositReturnedAt, currentLanguage()),
              })}
            </p>
          )}
        </div>
      </dl>
      {renewal && (
        <p className={styles.renewal} data-testid="member-renewal" data-renewable={check.renewable}>
          {renewal}
        </p>
      )}
    </section>
  );
}

function PriceCard({
  level,
  pay,
  income,
  money,
  onPay,
}: {
  level: TMemberLevel;
  pay: 'activate' | 'renew' | null;
  income: TIncome;
  money: Money;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  // An active membership outside the renewal window pays nothing now: its next payment is a renewal.
  const next = pay ?? 'renew';
  return (
    <section className={styles.panel} aria-labelledby="member-price-title">
      <h2 className={styles.panelTitle} id="member-price-title">
        {t('member.price.title', { name: level.name })}
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>{t('member.price.deposit')}</dt>
          <dd data-testid="member-price-deposit">{money(level.deposit)}</dd>
        </div>
        <div>
          <dt>{t('member.price.fee')}</dt>
          <dd>{money(level.fee)}</dd>
        </div>
        <div>
          <dt>{t('member.price.duration')}</dt>
          <dd>
            {t('member.price.days', {
              days: new Intl.NumberFormat(currentLanguage()).format(level.durationDays),
            })}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{next === 'renew' ? t('member.price.renewTotal') : t('member.price.total')}</dt>
          <dd data-testid="member-price-total">{money(priceOf(level, next))}</dd>
        </div>
      </dl>
      {next === 'renew' && <p className={styles.note}>{t('member.price.renewNote')}</p>}
      {pay && (
        <>
          <p className={styles.balance}>
            {t('wallets.available')} <strong>{money(income.available)}</strong>
          </p>
          <Button
            className={styles.payButton}
            block
            shape="rounded"
            size="large"
            onClick={onPay}
            data-testid="member-activate"
          >
            <CrownIcon className={styles.payIcon} />
            {pay === 'renew' ? t('member.renew') : t('member.activate')}
          </Button>
        </>
      )}
    </section>
  );
}

function SvipLevels({ levels, current, money }: { levels: TMemberLevel[]; current: number; money: Money }) {
  const { t } = useTranslation();
  if (levels.length === 0) return null;
  const reached = levels.find((l) => l.level === current);
  return (
    <section className={styles.panel} aria-labelledby="member-svip-title">
      <h2 className={styles.panelTitle} id="member-svip-title">
        {t('member.svip.title')}
      </h2>
      <p className={styles.note}>{t('member.svip.hint')}</p>
      <p className={styles.svipCurrent} data-testid="member-svip-level" data-level={current}>
        {reached ? t('member.svip.current', { name: reached.name }) : t('member.svip.noneYet')}
      </p>
      <ol className={styles.svipList}>
        {levels.map((level) => {
          const isCurrent = level.level === current;
          const isReached = level.level <= current;
          return (
            <li
              key={level.id}
              className={isCurrent ? styles.svipCurrentLevel : styles.svipLevel}
              aria-current={isCurrent || undefined}
              data-testid={`member-svip-${level.level}`}
              data-reached={isReached}
            >
              <div className={styles.svipHead}>
                <span className={isReached ? styles.svipBadgeReached : styles.svipBadge}>{level.name}</span>
                <span className={styles.svipThreshold}>
                  {t('member.svip.threshold', { amount: money(level.threshold) })}
                </span>
                {isCurrent ? (
                  <span className={styles.svipYours}>{t('member.svip.yours')}</span>
                ) : (
                  isReached && (
                    <CheckCircleFill className={styles.svipCheck} aria-label={t('member.svip.reached')} />
                  )
                )}
              </div>
              {level.privileges.length > 0 && (
                <ul className={styles.svipPrivileges}>
                  {level.privileges.map((p) => (
                    <li key={p.key}>{p.label}</li>
                  ))}
                </ul>
              )}
              {level.bonus > 0 && (
                <p className={styles.svipBonus}>{t('member.svip.bonus', { amount: money(level.bonus) })}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type Pending = { kind: 'activate' | 'renew'; level: TMemberLevel; price: number } | { kind: 'cancel' };

function Membership({
  check,
  levels,
  income,
  refetch,
}: {
  check: TMembershipCheck;
  levels: TMemberLevel[];
  income: TIncome;
  refetch: () => void;
}) {
  const { t } = useTranslation();
  const person = usePerson();
  const incomeQuery = useIncome();
  const activate = useActivateMembership();
  const cancel = useCancelMembership();
  const [pending, setPending] = useState<Pending | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState(false);
  const money = moneyOf(income);
  const level = vipLevelFor(levels, check);
  const actions = membershipActions(check);
  const busy = activate.isPending || cancel.isPending;

  /** The cached profile may predate a password set since: ask again before sending the member off. */
  async function hasPayPassword() {
    if (person.data && !person.data.hasPayPassword && !(await person.refetch()).data?.hasPayPassword) {
      await promptPayPassword();
      return false;
    }
    return true;
  }

  function openPin(next: Pending) {
    setPin('');
    setPinError(false);
    setPending(next);
  }

  async function onPay() {
    if (!level || !actions.pay) return;
    const price = priceOf(level, actions.pay);
    // Membership is paid from the withdrawable wallets, the available balance. The cached figure may
    // predate a recharge, so a shortfall is checked against a fresh one before it is shown.
    if (price > income.available && price > ((await incomeQuery.refetch()).data?.available ?? 0)) {
      await promptRecharge(money(price));
      return;
    }
    if (!(await hasPayPassword())) return;
    openPin({ kind: actions.pay, level, price });
  }

  async function onCancel() {
    const confirmed = await Dialog.confirm({
      title: t('member.cancelTitle'),
      content: t('member.cancelConfirm', { amount: money(check.deposit) }),
      confirmText: t('member.cancelGo'),
      cancelText: t('member.cancelKeep'),
    });
    if (!confirmed || !(await hasPayPassword())) return;
    openPin({ kind: 'cancel' });
  }

  async function onPin(payPassword: string) {
    if (!pending || busy) return;
    try {
      if (pending.kind === 'cancel') {
        await cancel.mutateAsync({ payPassword });
        toastSuccess(t('member.cancelled'));
      } else {
        await activate.mutateAsync({ levelId: pending.level.id, payPassword });
        toastSuccess(pending.kind === 'renew' ? t('member.renewed') : t('member.activated'));
      }
      setPending(null);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === ErrorCode.PAY_PASSWORD_WRONG) {
        // The message says how many tries are left; the member types again.
        toastError(error);
        setPin('');
        setPinError(true);
        return;
      }
      setPending(null);
      if (code === ErrorCode.PAY_PASSWORD_NOT_SET) await promptPayPassword();
      else if (code === ErrorCode.INSUFFICIENT_BALANCE && pending.kind !== 'cancel') {
        await promptRecharge(money(pending.price));
      } else {
        // Locked PIN (1505), not renewable yet (2102, with the date), nothing to cancel (2103), or an
        // unknown outcome: the server's message, and the membership as it is now.
        toastError(error);
        refetch();
      }
    }
  }

  return (
    <div className={styles.page}>
      <MemberCard check={check} level={level} money={money} />

      {level && <PriceCard level={level} pay={actions.pay} income={income} money={money} onPay={onPay} />}

      <List className={styles.links} mode="card">
        <List.Item
          prefix={<StarOutline className={styles.linkIcon} />}
          onClick={() => nav.navigateTo(paths.memberRights)}
          data-testid="member-rights"
        >
          {t('pages.memberRights')}
        </List.Item>
        <List.Item
          prefix={<FileOutline className={styles.linkIcon} />}
          onClick={() => nav.navigateTo(paths.memberClause)}
          data-testid="member-clause"
        >
          {t('pages.memberClause')}
        </List.Item>
      </List>

      <SvipLevels levels={svipLevels(levels)} current={check.svipLevel} money={money} />

      {actions.cancel && (
        <div className={styles.cancelWrap}>
          <Button
            block
            shape="rounded"
            className={styles.cancel}
            onClick={onCancel}
            data-testid="member-cancel"
          >
            {t('member.cancel')}
          </Button>
          <p className={styles.cancelNote}>{t('member.cancelNote')}</p>
        </div>
      )}

      <PayPasswordPopup
        visible={pending !== null}
        value={pin}
        error={pinError}
        busy={busy}
        title={t('member.payPasswordTitle')}
        hint={t('member.payPasswordHint')}
        testIdPrefix="member-pay"
        onChange={(value) => {
          setPin(value);
          setPinError(false);
        }}
        onFill={onPin}
        onClose={() => setPending(null)}
        summary={
          pending && (
            <dl className={styles.summary}>
              {pending.kind === 'cancel' ? (
                <div>
                  <dt>{t('member.summary.depositBack')}</dt>
                  <dd data-testid="member-confirm-amount">{money(check.deposit)}</dd>
                </div>
              ) : (
                <>
                  <div>
                    <dt>
                      {pending.kind === 'renew' ? t('member.summary.renew') : t('member.summary.activate')}
                    </dt>
                    <dd>{pending.level.name}</dd>
                  </div>
                  {pending.kind === 'activate' && (
                    <div>
                      <dt>{t('member.price.deposit')}</dt>
                      <dd>{money(pending.level.deposit)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('member.price.fee')}</dt>
                    <dd>{money(pending.level.fee)}</dd>
                  </div>
                  <div>
                    <dt>{t('member.summary.total')}</dt>
                    <dd data-testid="member-confirm-amount">{money(pending.price)}</dd>
                  </div>
                </>
              )}
            </dl>
          )
        }
      />
    </div>
  );
}

export default function MemberPage() {
  const { t } = useTranslation();
  const membership = useMembership();
  const levels = useMemberLevels();
  const income = useIncome();
  const query = combineQueries({ check: membership, levels, income });
  return (
    <>
      <PageNavBar title={t('pages.vipMember')} />
      <QueryState query={query}>
        {(data) => (
          <Membership
            check={data.check}
            levels={data.levels}
            income={data.income}
            refetch={() => void membership.refetch()}
          />
        )}
      </QueryState>
    </>
  );
}
