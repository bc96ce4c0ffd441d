import { Alert, Button, Card, Col, Descriptions, Row, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { useCurrency } from '../../ui/format';
import { useRewardList } from './api/post-reward-list';
import { type RewardRow, rewardCards } from './ranking-values';
import { RewardModal } from './reward-modal';

/** What each place of each board wins at close, one card per board and span. */
export function RewardsTab() {
  const { t } = useTranslation();
  const can = useCan();
  const { money } = useCurrency();
  const { data, error, isPending } = useRewardList();
  const [editing, setEditing] = useState<RewardRow | null>(null);

  return (
    <>
      <Alert type="info" showIcon title={t('ranking.rewardsHelp')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      <Spin spinning={isPending && !error}>
        <Row gutter={[16, 16]}>
          {rewardCards(data?.rewards ?? []).map((row) => (
            <Col key={`${row.board}-${row.span}`} xs={24} md={12} xl={6}>
              <Card
                size="small"
                title={t('ranking.boardSpan', {
                  board: t(`ranking.boards.${row.board}`),
                  span: t(`ranking.spans.${row.span}`),
                })}
                extra={
                  can('ranking:reward:update') && (
                    <Button
                      size="small"
                      disabled={!data}
                      onClick={() => setEditing(row)}
                      data-testid={`ranking-edit-${row.board}-${row.span}`}
                    >
                      {t('common.edit')}
                    </Button>
                  )
                }
              >
                <Descriptions
                  size="small"
                  column={1}
                  items={row.amounts.map((amount, i) => ({
                    key: i,
                    label: t('ranking.place', { rank: i + 1 }),
                    children: amount > 0 ? money(amount) : t('ranking.noReward'),
                  }))}
                />
              </Card>
            </Col>
          ))}
        </Row>
      </Spin>
      {editing && <RewardModal row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
