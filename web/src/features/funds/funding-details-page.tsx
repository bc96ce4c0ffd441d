import type { LedgerType, Wallet } from '@club/contract';
import { Button, CalendarPicker, List } from 'antd-mobile';
import {
  CalendarOutline,
  CheckOutline,
  CloseCircleFill,
  DownlandOutline,
  DownOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { currentLanguage } from '../../i18n';
import { useIncome } from '../../shared/api/get-income';
import { PageNavBar } from '../../shared/nav-bar';
import { EmptyState } from '../../ui/empty-state';
import { formatDate } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { useLayer } from '../../ui/layers';
import { ListButton } from '../../ui/list-button';
import { moneyOf } from '../../ui/money';
import { Popup } from '../../ui/popup';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { saveFile } from '../../ui/save-file';
import { toastError, toastSuccess } from '../../ui/toast';
import { type DetailFilter, useAccountDetails } from './api/get-account-detail-page';
import { useAccountTypes } from './api/get-account-types';
import { useDownloadStatement } from './api/get-statement';
import { calendarBounds, defaultStatementRange, toDay, WALLET_ORDER } from './filters';
import { FundingLine } from './funding-line';
import styles from './funds.module.css';
import { PendingRewards } from './pending-rewards';

type Range = [Date, Date];
function WalletFilter({ value, onChange }: { value?: Wallet; onChange: (wallet?: Wallet) => void }) {
  const { t } = useTranslation();
  const options: { key: string; wallet?: Wallet; label: string }[] = [
    { key: 'all', label: t('funds.allWallets') },
    ...WALLET_ORDER.map((wallet) => ({ key: wallet, wallet, label: t(`wallets.${wallet}`) })),
  ];
  return (
    <fieldset
      className={styles.chips}
      aria-label={t('funds.walletFilter')}
      data-testid="funding-wallet-filter"
    >
      {options.map((option) => {
        const active = option.wallet === value;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={active}
            className={active ? styles.chipActive : styles.chip}
            onClick={() => onChange(option.wallet)}
            data-testid={`funding-wallet-${option.key}`}
          >
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}

function TypePopup({
  visible,
  value,
  onChange,
  onClose,
}: {
  visible: boolean;
  value?: LedgerType;
  onChange: (type?: LedgerType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const types = useAccountTypes();
  const options = [{ type: undefined, label: t('funds.allTypes') }, ...(types.data ?? [])];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup}>
      <h2 className={styles.popupTitle}>{t('funds.typeFilter')}</h2>
      <div className={styles.popupBody}>
        <QueryState query={types}>
          {() => (
            <List>
              {options.map((option) => {
                const active = option.type === value;
                return (
                  <ListButton
                    key={option.type ?? 'all'}
                    arrowIcon={false}
                    extra={active ? <CheckOutline className={styles.check} /> : null}
                    aria-current={active || undefined}
                    onClick={() => {
                      onChange(option.type);
                      onClose();
                    }}
                    description={'help' in option ? option.help : undefined}
                    data-testid={`funding-type-${option.type ?? 'all'}`}
                  >
                    {option.label}
                  </ListButton>
                );
              })}
            </List>
          )}
        </QueryState>
      </div>
    </Popup>
  );
}

/** Every ledger type with one line on what it is: the meaning of a line's name (Dividend, Interest…). */
function TypesLegend({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const types = useAccountTypes();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup}>
      <h2 className={styles.popupTitle}>{t('funds.typesHelp')}</h2>
      <div className={styles.popupBody}>
        <QueryState query={types}>
          {(list) => (
            <dl className={styles.legend} data-testid="funding-types-legend">
              {list.map((type) => (
                <div key={type.type} className={styles.legendItem} data-type={type.type}>
                  <dt className={styles.legendName}>{type.label}</dt>
                  <dd className={styles.legendHelp}>{type.help}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      </div>
      <div className={styles.legendActions}>
        <Button block shape="rounded" onClick={onClose} data-testid="funding-types-legend-close">
          {t('wallets.gotIt')}
        </Button>
      </div>
    </Popup>
  );
}

function Lines({ filter }: { filter: DetailFilter }) {
  const { t } = useTranslation();
  const details = useAccountDetails(filter);
  const income = useIncome();
  // One state for the page's two queries: the lines, and the currency to show them in.
  const query = combineQueries({ lines: { ...details, data: details.lines }, currency: income });

  return (
    <Refreshable onRefresh={query.refetch}>
      <QueryState query={query}>
        {({ lines, currency }) => {
          if (lines.length === 0) return <EmptyState description={t('funds.emptyDescription')} />;
          const money = moneyOf(currency);
          return (
            <>
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <FundingLine
                    key={line.id}
                    line={line}
                    money={money}
                    oneWallet={filter.wallet !== undefined}
                  />
                ))}
              </ul>
              <InfiniteFooter query={details} />
            </>
          );
        }}
      </QueryState>
    </Refreshable>
  );
}

export default function FundingDetailsPage() {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<Wallet>();
  const [type, setType] = useState<LedgerType>();
  const [range, setRange] = useState<Range | null>(null);
  const [typeOpen, setTypeOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  useLayer(calendarOpen, () => setCalendarOpen(false));
  const types = useAccountTypes();
  const statement = useDownloadStatement();
  const bounds = useMemo(() => calendarBounds(), []);
  const lang = currentLanguage();

  const filter = useMemo<DetailFilter>(
    () => ({
      wallet,
      type,
      from: range ? toDay(range[0]) : undefined,
      to: range ? toDay(range[1]) : undefined,
    }),
    [wallet, type, range],
  );
  const rangeText = (r: Range) =>
    t('funds.dateRange', {
      from: formatDate(r[0].toISOString(), lang),
      to: formatDate(r[1].toISOString(), lang),
    });
  const typeLabel = type ? (types.data?.find((x) => x.type === type)?.label ?? type) : t('funds.allTypes');

  async function onDownload() {
    const [from, to] = range ?? defaultStatementRange();
    try {
      const file = await statement.mutateAsync({ from: toDay(from), to: toDay(to), wallet });
      saveFile(file.blob, file.filename);
      toastSuccess(t('funds.statementSaved'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <>
      <PageNavBar
        title={t('pages.fundingDetails')}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => setLegendOpen(true)}
            aria-label={t('funds.typesHelp')}
            data-testid="funding-types-help"
          >
            <QuestionCircleOutline />
          </button>
        }
      />
      <div className={styles.page}>
        <section className={styles.filters}>
          <WalletFilter value={wallet} onChange={setWallet} />
          <div className={styles.selects}>
            <button
              type="button"
              className={styles.select}
              aria-label={`${t('funds.typeFilter')}: ${typeLabel}`}
              onClick={() => setTypeOpen(true)}
              data-testid="funding-type-filter"
            >
              <span className={styles.selectText}>{typeLabel}</span>
              <DownOutline className={styles.selectIcon} />
            </button>
            <div className={styles.select}>
              <button
                type="button"
                className={styles.selectButton}
                aria-label={`${t('funds.dateFilter')}: ${range ? rangeText(range) : t('funds.allDates')}`}
                onClick={() => setCalendarOpen(true)}
                data-testid="funding-date-filter"
              >
                <CalendarOutline className={styles.selectIcon} />
                <span className={styles.selectText}>{range ? rangeText(range) : t('funds.allDates')}</span>
              </button>
              {range && (
                <button
                  type="button"
                  className={styles.clear}
                  aria-label={t('funds.clearDates')}
                  onClick={() => setRange(null)}
                  data-testid="funding-date-clear"
                >
                  <CloseCircleFill />
                </button>
              )}
            </div>
          </div>
          <div className={styles.statement}>
            {/* Named as the statement's: the list above may show all dates while this covers 30 days. */}
            <span className={styles.statementRange}>
              {range
                ? t('funds.statementRange', { range: rangeText(range) })
                : t('funds.statementLast30Days')}
            </span>
            <Button
              size="small"
              shape="rounded"
              color="primary"
              fill="outline"
              loading={statement.isPending}
              onClick={onDownload}
              data-testid="funding-download"
            >
              <DownlandOutline /> {t('funds.downloadStatement')}
            </Button>
          </div>
        </section>

        <PendingRewards />
        <Lines filter={filter} />
      </div>

      <TypesLegend visible={legendOpen} onClose={() => setLegendOpen(false)} />
      <TypePopup visible={typeOpen} value={type} onChange={setType} onClose={() => setTypeOpen(false)} />
      <CalendarPicker
        visible={calendarOpen}
        selectionMode="range"
        title={t('funds.dateFilter')}
        confirmText={t('common.confirm')}
        min={bounds.min}
        max={bounds.max}
        defaultValue={range}
        onClose={() => setCalendarOpen(false)}
        onMaskClick={() => setCalendarOpen(false)}
        onConfirm={(value) => setRange(value)}
      />
    </>
  );
}
