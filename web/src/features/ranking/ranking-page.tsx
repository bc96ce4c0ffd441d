import { RANK_SPANS, type TRankBoard, type TRankBoardView, type TRankSpan } from '@club/contract/ranking';
import { Tabs } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { rankingAwardPath } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { WithTexts } from '../../ui/with-texts';
import { useRankBoard } from './api/get-rank-board';
import { durationText, figureText, formatPeriod } from './rank-format';
import { RankLine } from './rank-line';
import styles from './ranking.module.css';
import { rankingTexts } from './texts';
import { useMinutesLeft } from './use-minutes-left';

const titleKey = { invite: 'pages.inviteRanking', crowdfunding: 'pages.crowdfundingRanking' } as const;

/** The time left until the rewards are paid; "Closing…" from then until the next period shows. */
function ClosesIn({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation();
  const minutes = useMinutesLeft(Date.parse(closesAt));
  return (
    <p className={styles.closes} data-testid="rank-closes">
      {minutes > 0 ? t('ranking.closesIn', { time: durationText(minutes) }) : t('ranking.closing')}
    </p>
  );
}

/** The period, its countdown, what the board counts, and the way to the past winners. */
function Header({ view }: { view: TRankBoardView }) {
  const { t } = useTranslation();
  return (
    <section className={styles.header}>
      <div className={styles.headerTop}>
        <div>
          <h2 className={styles.headerTitle}>{t(`ranking.current.${view.span}`)}</h2>
          <p className={styles.period} data-testid="rank-period">
            {formatPeriod(view.start, view.end, view.timeZone)}
          </p>
        </div>
        <button
          type="button"
          className={styles.pill}
          onClick={() => nav.navigateTo(rankingAwardPath(view.board))}
          data-testid="rank-to-award"
        >
          {t('ranking.toAward')}
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      <ClosesIn closesAt={view.closesAt} />
      <p className={styles.headerHint}>{t(`ranking.counts.${view.board}`)}</p>
      {view.board === 'crowdfunding' && <p className={styles.headerHint}>{t('ranking.payoutNote')}</p>}
    </section>
  );
}

/** The member's own place and figure, pinned under the list. */
function MyPlace({ view, money }: { view: TRankBoardView; money: Money }) {
  const { t } = useTranslation();
  const { rank, figure } = view.me;
  return (
    <div className={styles.me} data-testid="rank-me" data-rank={rank ?? undefined}>
      <span className={styles.meRank}>
        {rank === null ? t('ranking.notRanked') : t('ranking.myPlace', { n: formatNumber(rank) })}
      </span>
      <span className={styles.meFigure}>{figureText(view.board, figure, money)}</span>
    </div>
  );
}

function Board({ board, span }: { board: TRankBoard; span: TRankSpan }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const query = useRankBoard(board, span);
  return (
    <>
      <Refreshable onRefresh={query.refetch}>
        <div className={styles.boardPage} data-testid="rank-board" data-span={span}>
          <QueryState query={query}>
            {(view) => (
              <>
                <Header view={view} />
                {view.top.length === 0 ? (
                  <EmptyState description={t(`ranking.empty.${span}`)} />
                ) : (
                  <ol className={styles.entries}>
                    {view.top.map((entry) => (
                      <li
                        key={entry.rank}
                        className={styles.entry}
                        data-testid="rank-entry"
                        data-rank={entry.rank}
                      >
                        <RankLine entry={entry} board={board} money={money} />
                      </li>
                    ))}
                  </ol>
                )}
              </>
            )}
          </QueryState>
        </div>
      </Refreshable>
      {query.data && <MyPlace view={query.data} money={money} />}
    </>
  );
}

/** A live ranking (PRODUCT.md §8): this week's or month's top 10, their rewards, and the member's place. */
function RankingPage({ board }: { board: TRankBoard }) {
  const { t } = useTranslation();
  const [span, setSpan] = useState<TRankSpan>('week');
  return (
    <>
      <PageNavBar title={t(titleKey[board])} />
      <div className={styles.tabs}>
        <Tabs activeKey={span} onChange={(key) => setSpan(key as TRankSpan)}>
          {RANK_SPANS.map((s) => (
            <Tabs.Tab key={s} title={<span data-testid={`rank-tab-${s}`}>{t(`ranking.spans.${s}`)}</span>} />
          ))}
        </Tabs>
      </div>
      <Board board={board} span={span} />
    </>
  );
}

export function InviteRankingPage() {
  return (
    <WithTexts texts={rankingTexts}>
      <RankingPage board="invite" />
    </WithTexts>
  );
}

export function CrowdfundingRankingPage() {
  return (
    <WithTexts texts={rankingTexts}>
      <RankingPage board="crowdfunding" />
    </WithTexts>
  );
}
