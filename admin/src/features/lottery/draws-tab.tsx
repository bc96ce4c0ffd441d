import type { TAdminDrawRecord } from '@club/contract';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../shared/member-picker';
import { ExpandTitle } from '../../ui/expand-title';
import { memberColumn } from '../../ui/review';
import { useDrawTable } from './api/post-draw-page';
import { candidateRanges } from './lottery-values';
import { useLotteryText } from './use-lottery-text';

/** The candidates a draw chose among, each with its range of values; the winner's holds the value. */
function Candidates(props: { draw: TAdminDrawRecord }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={4}>
      <Typography.Text type="secondary">{t('lottery.candidatesHelp')}</Typography.Text>
      {candidateRanges(props.draw.candidates).map((c) => (
        <Tag key={c.prizeId} color={c.prizeId === props.draw.prize.id ? 'green' : 'default'}>
          #{c.prizeId}: {c.weight} [{c.from}, {c.to})
        </Tag>
      ))}
    </Space>
  );
}

/** Every draw with what decided it, so a member's claim can be checked against the table. */
export function DrawsTab() {
  const { t } = useTranslation();
  const text = useLotteryText();
  const [userId, setUserId] = useState<number | undefined>();
  const { tableProps, timeColumn } = useDrawTable({ userId });

  const columns: TableColumnsType<TAdminDrawRecord> = [
    { title: 'ID', dataIndex: 'id', key: 'id', fixed: 'left' },
    memberColumn(t('common.member')),
    {
      title: t('lottery.prize'),
      key: 'prize',
      render: (_, d) => (
        <Space size={4}>
          <Tag>#{d.prize.id}</Tag>
          {text.prize(d.prize)}
        </Space>
      ),
    },
    {
      title: t('lottery.randomValue'),
      key: 'randomValue',
      align: 'end',
      render: (_, d) => `${d.randomValue} / ${d.totalWeight}`,
    },
    { title: t('lottery.version'), dataIndex: 'tableVersion', key: 'tableVersion', align: 'end' },
    timeColumn(t('lottery.drawnAt')),
  ];

  return (
    <>
      <MemberPicker
        value={userId}
        onChange={setUserId}
        aria-label={t('common.member')}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <Table<TAdminDrawRecord>
        {...tableProps}
        columns={columns}
        expandable={{ columnTitle: <ExpandTitle />, expandedRowRender: (d) => <Candidates draw={d} /> }}
      />
    </>
  );
}
