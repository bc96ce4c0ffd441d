import type { TDraw, TLotteryInfo, TPrizeOdds } from '@club/contract/lottery';
import { Button } from 'antd-mobile';
import { CouponOutline, GiftOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { toastError } from '../../ui/toast';
import { useLotteryInfo } from './api/get-lottery-info';
import { useDraw } from './api/post-draw';
import { DrawResult } from './draw-result';
import styles from './lottery.module.css';
import { NineGrid, ringOf } from './nine-grid';
import { formatOdds, prizeName } from './prize-name';
import { RedeemPopup } from './redeem-popup';
import { useRingSpin } from './use-ring-spin';

/** The draws left, and the ways to the member's prizes and coupons. */
function Summary({ draws }: { draws: number }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} data-testid="lottery-summary">
      <div>
        <h2 className={styles.summaryTitle}>{t('lottery.drawsLeft')}</h2>
        <p className={styles.summaryDraws} data-testid="lottery-draws">
          {formatNumber(draws)}
        </p>
      </div>
      <div className={styles.summaryLinks}>
        <button
          type="button"
          className={styles.pill}
          onClick={() => nav.navigateTo(paths.lotteryPrizes)}
          data-testid="lottery-to-prizes"
        >
          <GiftOutline aria-hidden="true" />
          {t('pages.myPrizes')}
        </button>
        <button
          type="button"
          className={styles.pill}
          onClick={() => nav.navigateTo(paths.lotteryCoupons)}
          data-testid="lottery-to-coupons"
        >
          <CouponOutline aria-hidden="true" />
          {t('pages.coupons')}
        </button>
      </div>
    </section>
  );
}

function NotQualified() {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} data-testid="lottery-not-qualified">
      <p className={styles.noticeText}>{t('lottery.notQualifiedHint')}</p>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        onClick={() => nav.navigateTo(paths.member)}
        data-testid="lottery-vip"
      >
        {t('activation.open')}
      </Button>
    </section>
  );
}

function Earn({ earn, money }: { earn: TLotteryInfo['earn']; money: Money }) {
  const { t } = useTranslation();
  const plus = (n: number) => t('lottery.earn.plus', { n: formatNumber(n) });
  // Index 0 is SVIP1; a level that grants nothing is left out.
  const svip = earn.svipLevels.map((n, i) => ({ level: i + 1, n })).filter(({ n }) => n > 0);
  return (
    <section className={styles.card} aria-labelledby="lottery-earn-title" data-testid="lottery-earn">
      <h2 className={styles.sectionTitle} id="lottery-earn-title">
        {t('lottery.earn.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('lottery.earn.vip')}</dt>
          <dd>{plus(earn.vipActivation)}</dd>
        </div>
        <div>
          <dt>{t('lottery.earn.invest', { amount: money(earn.investThreshold) })}</dt>
          <dd>{plus(1)}</dd>
        </div>
        {svip.map(({ level, n }) => (
          <div key={level} data-testid="lottery-earn-svip">
            <dt>{t('lottery.earn.svip', { level: formatNumber(level) })}</dt>
            <dd>{plus(n)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every prize in stock with its chance, and the table version the draws record (transparency). */
function Odds({ info, money }: { info: TLotteryInfo; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="lottery-odds-title" data-testid="lottery-odds">
      <h2 className={styles.sectionTitle} id="lottery-odds-title">
        {t('lottery.odds.title')}
      </h2>
      <ul className={styles.odds}>
        {info.prizes.map((prize) => (
          <li key={prize.id} data-testid="lottery-odds-item" data-prize-id={prize.id}>
            <span>{prizeName(prize, money)}</span>
            <span className={styles.oddsValue}>{formatOdds(prize.odds)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.hint} data-testid="lottery-table-version">
        {t('lottery.odds.note', { version: formatNumber(info.tableVersion) })}
      </p>
    </section>
  );
}

function Lottery({ info }: { info: TLotteryInfo }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const draw = useDraw();
  const spin = useRingSpin();
  const live = useMemo(() => ringOf(info.prizes), [info.prizes]);
  // The ring the member pressed Draw on: the odds are asked again meanwhile, and a change in stock
  // must not move the cell the highlight is running to.
  const [frozen, setFrozen] = useState<TPrizeOdds[]>();
  const [result, setResult] = useState<TDraw>();
  const [resultOpen, setResultOpen] = useState(false);
  const [redeemOpen, setRedeemOpen] = useState(false);
  const cells = frozen ?? live;
  const canDraw = info.qualified && info.draws > 0 && frozen === undefined;

  async function onDraw() {
    setFrozen(live);
    try {
      const { draw: won } = await draw.mutateAsync();
      // The server has decided; the highlight only shows its answer. A prize not on the ring (more
      // prizes than cells) skips the run.
      const target = live.findIndex((prize) => prize.id === won.prize.id);
      if (target >= 0) await spin.run(target);
      setResult(won);
      setResultOpen(true);
    } catch (error) {
      toastError(error);
    } finally {
      setFrozen(undefined);
    }
  }

  return (
    <div className={styles.page}>
      <Summary draws={info.draws} />
      {!info.qualified && <NotQualified />}
      {cells.length === 0 ? (
        <EmptyState description={t('lottery.noPrizes')} />
      ) : (
        <section className={styles.board}>
          <NineGrid cells={cells} active={spin.active} money={money}>
            <button
              type="button"
              className={styles.drawButton}
              disabled={!canDraw}
              aria-busy={frozen !== undefined}
              onClick={onDraw}
              data-testid="lottery-draw"
            >
              {!info.qualified
                ? t('lottery.notQualified')
                : info.draws > 0
                  ? t('lottery.draw')
                  : t('lottery.noDraws')}
            </button>
          </NineGrid>
        </section>
      )}
      <div className={styles.redeemRow}>
        <Button
          block
          shape="rounded"
          fill="outline"
          color="primary"
          onClick={() => setRedeemOpen(true)}
          data-testid="lottery-redeem"
        >
          {t('lottery.redeem.title')}
        </Button>
      </div>
      <Earn earn={info.earn} money={money} />
      <Odds info={info} money={money} />
      <DrawResult draw={result} visible={resultOpen} money={money} onClose={() => setResultOpen(false)} />
      <RedeemPopup visible={redeemOpen} money={money} onClose={() => setRedeemOpen(false)} />
    </div>
  );
}

/** The lottery (PRODUCT.md §9): the nine-grid draw, the draws left, how to earn draws and the odds. */
export default function LotteryPage() {
  const { t } = useTranslation();
  const info = useLotteryInfo();
  return (
    <>
      <PageNavBar title={t('pages.lottery')} />
      <QueryState query={info}>{(data) => <Lottery info={data} />}</QueryState>
    </>
  );
}
