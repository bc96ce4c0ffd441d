import type { TIncome, TRechargeOrder } from '@club/contract';
import { minorToInput } from '@club/contract/lib/amount-text';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, type ResultProps } from 'antd-mobile';
import { ExclamationCircleOutline, UploadOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { currentLanguage } from '../../i18n';
import { incomeQuery, useIncome } from '../../shared/api/get-income';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { paths } from '../../shared/paths';
import { copyText } from '../../ui/copy';
import { type Money, moneyOf } from '../../ui/money';
import { qrImage } from '../../ui/qr';
import { QueryState } from '../../ui/query-state';
import { toastError, toastSuccess } from '../../ui/toast';
import { rechargeOrderQuery, rechargeOrdersKey, useRechargeOrder } from './api/get-recharge-orders';
import { FINAL_STATES, useRechargeSyncCheck } from './api/get-recharge-sync-check';
import { usePayment } from './api/post-payment';
import { useUploadVoucher, type VoucherCall } from './api/post-recharge-voucher';
import styles from './recharge.module.css';

type Order = TRechargeOrder;
type State = Order['state'];

const resultStatus: Record<State, ResultProps['status']> = {
  placed: 'waiting',
  waiting: 'waiting',
  review: 'info',
  success: 'success',
  failed: 'error',
  expired: 'warning',
};

/** "29:41" (in the language's digits) until the order expires, ticking each second; null once the deadline has passed. */
function useTimeLeft(deadline: string, active: boolean): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const left = Math.floor((new Date(deadline).getTime() - now) / 1000);
  if (!active || Number.isNaN(left) || left <= 0) return null;
  const two = new Intl.NumberFormat(currentLanguage(), { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(left / 3600);
  const rest = `${two.format(Math.floor((left % 3600) / 60))}:${two.format(left % 60)}`;
  return hours > 0 ? `${two.format(hours)}:${rest}` : rest;
}

/**
 * Polls the order's state and writes a change into the order; a final state also refreshes the
 * balances, the list, and the order itself (it then carries the failure reason).
 */
function useFollowState(order: Order) {
  const queryClient = useQueryClient();
  const sync = useRechargeSyncCheck(order.id, order.state);
  const latest = sync.data?.state;
  useEffect(() => {
    if (!latest || latest === order.state) return;
    const key = rechargeOrderQuery(order.id, currentLanguage()).queryKey;
    queryClient.setQueryData<Order>(key, (old) => (old ? { ...old, state: latest } : old));
    void queryClient.invalidateQueries({ queryKey: [...rechargeOrdersKey, 'list'] });
    if (FINAL_STATES.includes(latest)) {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    }
  }, [latest, order.id, order.state, queryClient]);
}

function CopyRow({
  label,
  value,
  copy = value,
  mono,
  highlight,
  ltr = true,
  testId,
}: {
  label: string;
  value: string;
  copy?: string;
  mono?: boolean;
  /** False for text formatted for the page's language (money). */
  ltr?: boolean;
  highlight?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={highlight ? `${styles.row} ${styles.highlight}` : styles.row}>
      {/* A list of one term: the copy button beside it may not sit inside a <dl>. */}
      <dl className={styles.rowText}>
        <dt>{label}</dt>
        <dd className={mono ? styles.mono : undefined} data-testid={testId}>
          {/* Numbers, codes and Latin names keep their order inside a right-to-left page. */}
          <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
        </dd>
      </dl>
      <button
        type="button"
        className={styles.copy}
        onClick={() => copyText(copy)}
        aria-label={`${t('common.copy')}: ${label}`}
        data-testid={`${testId}-copy`}
      >
        {t('common.copy')}
      </button>
    </div>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className={styles.note}>
      <ExclamationCircleOutline className={styles.noteIcon} />
      <span>{children}</span>
    </p>
  );
}

function Instructions({ order, money, exponent }: { order: Order; money: Money; exponent: number }) {
  const payment = usePayment();
  const { t } = useTranslation();
  const how = order.instructions;
  if (how.kind === 'bank') {
    return (
      <section className={styles.card} data-testid="recharge-instructions-bank">
        <h2 className={styles.sectionTitle}>{t('recharge.bankTitle')}</h2>
        <div className={styles.rows}>
          <CopyRow
            label={t('recharge.transferAmount')}
            value={money(order.amount)}
            copy={minorToInput(order.amount, exponent)}
            ltr={false}
            testId="recharge-pay-amount"
          />
          <CopyRow label={t('recharge.bankName')} value={how.bankName} testId="recharge-bank-name" />
          <CopyRow label={t('recharge.accountName')} value={how.accountName} testId="recharge-account-name" />
          <CopyRow
            label={t('recharge.accountNumber')}
            value={how.accountNumber}
            copy={how.accountNumber.replace(/\s/g, '')}
            mono
            testId="recharge-account-number"
          />
          <CopyRow
            label={t('recharge.reference')}
            value={how.reference}
            mono
            highlight
            testId="recharge-reference"
          />
        </div>
        <Note>{t('recharge.referenceNote')}</Note>
      </section>
    );
  }
  if (how.kind === 'usdt') {
    return (
      <section className={styles.card} data-testid="recharge-instructions-usdt">
        <h2 className={styles.sectionTitle}>{t('recharge.usdtTitle')}</h2>
        <div className={styles.rows}>
          <CopyRow
            label={t('recharge.usdtAmount')}
            value={`${how.amount} USDT`}
            copy={how.amount}
            mono
            highlight
            testId="recharge-usdt-amount"
          />
          <div className={styles.row}>
            <dl className={styles.rowText}>
              <dt>{t('recharge.network')}</dt>
              <dd>
                <bdi dir="ltr">{how.network}</bdi>
              </dd>
            </dl>
          </div>
          <CopyRow
            label={t('recharge.usdtAddress')}
            value={how.address}
            mono
            testId="recharge-usdt-address"
          />
        </div>
        {/* The address only: TRC20 wallets agree on no URI for an amount, which is copied above. */}
        <img
          className={styles.qr}
          src={qrImage(how.address)}
          alt={t('recharge.usdtQrAlt')}
          data-testid="recharge-usdt-qr"
        />
        <Note>{t('recharge.usdtNote')}</Note>
      </section>
    );
  }
  return (
    <section className={styles.card} data-testid="recharge-instructions-gateway">
      <Note>{t('recharge.gatewayNote', { provider: how.provider })}</Note>
      <Button
        block
        color="primary"
        shape="rounded"
        loading={payment.isPending}
        onClick={() => payment.mutate(order.id, { onError: toastError })}
        data-testid="recharge-pay-now"
      >
        {t('recharge.payNow')}
      </Button>
    </section>
  );
}

/** The transfer screenshot, and once it is there an optional second picture (the receipt's other side). */
function Voucher({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="recharge-voucher">
      <h2 className={styles.sectionTitle}>{t('recharge.voucher')}</h2>
      <VoucherSlot order={order} which="voucher" />
      {order.voucherUrl && <VoucherSlot order={order} which="voucher2" />}
    </section>
  );
}

const SLOT = {
  voucher: {
    url: (o: Order) => o.voucherUrl,
    hint: 'recharge.voucherHint',
    upload: 'recharge.uploadVoucher',
    replace: 'recharge.replaceVoucher',
    testId: 'recharge-voucher',
  },
  voucher2: {
    url: (o: Order) => o.voucher2Url,
    hint: 'recharge.secondVoucherHint',
    upload: 'recharge.uploadSecondVoucher',
    replace: 'recharge.replaceSecondVoucher',
    testId: 'recharge-voucher2',
  },
} as const;

function VoucherSlot({ order, which }: { order: Order; which: VoucherCall }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadVoucher(order.id, which);
  const slot = SLOT[which];
  const url = slot.url(order);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toastSuccess(t('recharge.voucherUploaded'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <div className={styles.voucher}>
        {url && <img className={styles.voucherImage} src={url} alt={t('recharge.voucher')} />}
        <p className={styles.voucherText}>
          {url ? <span className={styles.voucherDone}>{t('recharge.voucherUploaded')}</span> : t(slot.hint)}
        </p>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        onChange={onFile}
        data-testid={`${slot.testId}-file`}
      />
      <Button
        className={styles.voucherButton}
        block
        shape="rounded"
        color="primary"
        fill="outline"
        loading={upload.isPending}
        onClick={() => fileRef.current?.click()}
        data-testid={`${slot.testId}-upload`}
      >
        <UploadOutline /> {url ? t(slot.replace) : t(slot.upload)}
      </Button>
    </>
  );
}

function StateCard({ order, money }: { order: Order; money: Money }) {
  const { t } = useTranslation();
  const open = !FINAL_STATES.includes(order.state);
  // An order expires only while nothing shows it paid: once a voucher is in, it waits for review however long.
  const unpaid = (order.state === 'placed' || order.state === 'waiting') && order.voucherUrl === null;
  const timeLeft = useTimeLeft(order.expiresAt, unpaid);
  const description =
    order.state === 'success'
      ? t('recharge.stateDescription.success', { amount: money(order.amount) })
      : order.state === 'failed' && order.failureReason
        ? t('recharge.failureReason', { reason: order.failureReason })
        : t(`recharge.stateDescription.${order.state}`);
  return (
    <section className={styles.result} data-testid="recharge-state" data-state={order.state}>
      <Result
        status={resultStatus[order.state]}
        title={t(`recharge.states.${order.state}`)}
        description={description}
      />
      <p className={styles.orderAmount} data-testid="recharge-order-amount">
        {money(order.amount)}
      </p>
      {timeLeft && (
        <p className={styles.countdown} data-testid="recharge-countdown">
          {t(order.instructions.kind === 'bank' ? 'recharge.voucherWithin' : 'recharge.payWithin', {
            time: timeLeft,
          })}
        </p>
      )}
      {!open && (
        <div className={styles.resultActions}>
          <Button
            shape="rounded"
            onClick={() => nav.redirectTo(paths.rechargeDetails)}
            data-testid="recharge-to-details"
          >
            {t('pages.rechargeDetails')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => nav.redirectTo(paths.recharge)}
            data-testid="recharge-again"
          >
            {t('recharge.again')}
          </Button>
        </div>
      )}
    </section>
  );
}

function PayView({ order, income }: { order: Order; income: TIncome }) {
  useFollowState(order);
  const money = moneyOf(income);
  const open = !FINAL_STATES.includes(order.state);
  const payable = order.state === 'placed' || order.state === 'waiting';
  return (
    <div className={styles.page}>
      <StateCard order={order} money={money} />
      {open && <Instructions order={order} money={money} exponent={income.currencyExponent} />}
      {payable && order.instructions.kind === 'bank' && <Voucher order={order} />}
    </div>
  );
}

export default function RechargePayPage({ query }: PageProps) {
  const { t } = useTranslation();
  const orderId = Number(query.orderId);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const order = useRechargeOrder(valid ? orderId : 0);
  const income = useIncome();
  const both = combineQueries({ order, income });
  const state = valid ? both : { ...both, error: new Error(t('recharge.orderNotFound')) };
  return (
    <>
      <PageNavBar title={t('pages.rechargePay')} />
      <QueryState query={state}>{(data) => <PayView order={data.order} income={data.income} />}</QueryState>
    </>
  );
}
