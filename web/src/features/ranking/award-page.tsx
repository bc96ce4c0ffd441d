import {
  RANK_BOARDS,
  RANK_SPANS,
  type TRankBoard,
  type TRankClose,
  type TRankSpan,
} from '@club/contract/ranking';
import { CapsuleTabs, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag } from '../../ui/status-tag';
import { WithTexts } from '../../ui/with-texts';
import { useRankAwards } from './api/get-rank-awards';
import { useRankBoard } from './api/get-rank-board';
import { formatPeriod } from './rank-format';
import { RankLine } from './rank-line';
import styles from './ranking.module.css';
import { rankingTexts } from './texts';

const isBoard = (value: string | undefined): value is TRankBoard =>
  (RANK_BOARDS as readonly (string | undefined)[]).includes(value);

/** One closed period: its days and each winner's place, figure, reward and whether it was paid. */
function Period({ close, timeZone, money }: { close: TRankClose; timeZone: string; money: Money }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="award-period" data-close-id={close.id}>
      <h3 className={styles.periodTitle}>{formatPeriod(close.start, close.end, timeZone)}</h3>
      {close.winners.length === 0 ? (
        <p className={styles.hint}>{t('ranking.award.noWinners')}</p>
      ) : (
        <ol className={styles.winners}>
          {close.winners.map((winner) => (
            <li
              key={winner.rank}
              className={styles.winner}
              data-testid="award-winner"
              data-rank={winner.rank}
              data-paid={String(winner.paid)}
            >
              <RankLine entry={winner} board={close.board} money={money} />
              <div className={styles.winnerState}>
                <StatusTag tone={winner.paid ? 'success' : 'waiting'} testId="award-state">
                  {winner.paid ? t('ranking.award.paid') : t('ranking.award.pending')}
                </StatusTag>
              </div>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

function AwardList({ board, span }: { board: TRankBoard; span: TRankSpan }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const awards = useRankAwards(board, span);
  // A closed period carries no time zone; the live board names the one its boundaries are cut in.
  const live = useRankBoard(board, span);
  const query = combineQueries({
    closes: { ...awards, data: awards.closes },
    timeZone: { ...live, data: live.data?.timeZone },
  });
  return (
    <Refreshable onRefresh={query.refetch}>
      <div className={styles.page} data-testid="award-list" data-board={board} data-span={span}>
        <QueryState query={query}>
          {({ closes, timeZone }) =>
            closes.length === 0 ? (
              <EmptyState description={t(`ranking.award.empty.${span}`)} />
            ) : (
              <>
                <ul className={styles.periods}>
                  {closes.map((close) => (
                    <Period key={close.id} close={close} timeZone={timeZone} money={money} />
                  ))}
                </ul>
                <InfiniteFooter query={awards} />
              </>
            )
          }
        </QueryState>
      </div>
    </Refreshable>
  );
}

/** Ranking awards (`?board=`): each closed period of a board and span, with its winners and rewards. */
function AwardScreen({ query }: PageProps) {
  const { t } = useTranslation();
  const [board, setBoard] = useState<TRankBoard>(isBoard(query.board) ? query.board : 'invite');
  const [span, setSpan] = useState<TRankSpan>('week');
  return (
    <>
      <PageNavBar title={t('pages.rankingAward')} />
      <div className={styles.tabs}>
        <Tabs activeKey={board} onChange={(key) => setBoard(key as TRankBoard)}>
          {RANK_BOARDS.map((b) => (
            <Tabs.Tab
              key={b}
              title={<span data-testid={`award-board-${b}`}>{t(`ranking.boards.${b}`)}</span>}
            />
          ))}
        </Tabs>
        <CapsuleTabs activeKey={span} onChange={(key) => setSpan(key as TRankSpan)}>
          {RANK_SPANS.map((s) => (
            <CapsuleTabs.Tab
              key={s}
              title={<span data-testid={`award-tab-${s}`}>{t(`ranking.spans.${s}`)}</span>}
            />
          ))}
        </CapsuleTabs>
      </div>
      {/* A fresh list per choice, so the infinite footer starts from its first page. */}
      <AwardList key={`${board}-${span}`} board={board} span={span} />
    </>
  );
}

export default function AwardPage(props: PageProps) {
  return (
    <WithTexts texts={rankingTexts}>
      <AwardScreen {...props} />
    </WithTexts>
  );
}
