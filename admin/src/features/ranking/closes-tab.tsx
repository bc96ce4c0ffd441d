import {
  RANK_BOARDS,
  RANK_SPANS,
  type TAdminRankClose,
  type TRankBoard,
  type TRankSpan,
} from '@club/contract';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandTitle } from '../../ui/expand-title';
import { formatTime, useCurrency } from '../../ui/format';
import { StateFilter } from '../../ui/review';
import { useCloseTable } from './api/post-close-page';
import { figureText } from './ranking-values';

type Winner = TAdminRankClose['winners'][number];

/** One period's top 10: who they are, what they reached, and whether the budget has paid them yet. */
function Winners(props: { close: TAdminRankClose }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const { board } = props.close;
  const columns: TableColumnsType<Winner> = [
    { title: t('ranking.rank'), dataIndex: 'rank', key: 'rank', align: 'end' },
    {
      title: t('common.member'),
      key: 'member',
      render: (_, w) => (
        <Space size={4}>
          <Tag>#{w.userId}</Tag>
          {w.phone}
          <Typography.Text type="secondary">
            <bdi>{w.nickname}</bdi>
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t(`ranking.figures.${board}`),
      key: 'figure',
      align: 'end',
      render: (_, w) => figureText(board, w.figure, money),
    },
    { title: t('ranking.reward'), dataIndex: 'reward', key: 'reward', align: 'end', render: money },
    {
      title: t('common.state'),
      key: 'paid',
      render: (_, w) =>
        w.paid ? (
          <Tag color="green">{t('ranking.paid')}</Tag>
        ) : (
          <Tag color="orange">{t('ranking.pending')}</Tag>
        ),
    },
  ];
  return (
    <Table<Winner>
      rowKey="rank"
      size="small"
      dataSource={props.close.winners}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('ranking.noWinners') }}
    />
  );
}

/** Every closed period with what it granted, filtered by board and span; a row opens its winners. */
export function ClosesTab() {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const [board, setBoard] = useState<TRankBoard | undefined>();
  const [span, setSpan] = useState<TRankSpan | undefined>();
  const { tableProps, timeColumn } = useCloseTable({ board, span });

  const columns: TableColumnsType<TAdminRankClose> = [
    {
      title: t('ranking.board'),
      key: 'board',
      render: (_, c) => <Tag>{t(`ranking.boards.${c.board}`)}</Tag>,
    },
    { title: t('ranking.span'), key: 'span', render: (_, c) => t(`ranking.spans.${c.span}`) },
    {
      title: t('ranking.period'),
      key: 'period',
      render: (_, c) => `${formatTime(c.start)} – ${formatTime(c.end)}`,
    },
    // The server sorts periods by when they closed (its `createdAt`); the row names that `closedAt`.
    { ...timeColumn(t('ranking.closedAt')), dataIndex: 'closedAt' },
    { title: t('ranking.total'), dataIndex: 'total', key: 'total', align: 'end', render: money },
    {
      title: t('ranking.pending'),
      key: 'pending',
      align: 'end',
      render: (_, c) => (
        <Typography.Text type={c.pending > 0 ? 'warning' : undefined}>{money(c.pending)}</Typography.Text>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <StateFilter<TRankBoard>
          value={board}
          onChange={setBoard}
          placeholder={t('ranking.allBoards')}
          options={RANK_BOARDS.map((b) => ({ value: b, label: t(`ranking.boards.${b}`) }))}
        />
        <StateFilter<TRankSpan>
          value={span}
          onChange={setSpan}
          placeholder={t('ranking.allSpans')}
          options={RANK_SPANS.map((s) => ({ value: s, label: t(`ranking.spans.${s}`) }))}
        />
      </Space>
      <Table<TAdminRankClose>
        {...tableProps}
        columns={columns}
        expandable={{ columnTitle: <ExpandTitle />, expandedRowRender: (c) => <Winners close={c} /> }}
      />
    </>
  );
}
