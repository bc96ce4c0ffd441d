import { RANK_PLACES } from '@club/contract';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useUpdateRewards } from './api/post-reward-update';
import { type RewardRow, type RewardValues, toRewardBody } from './ranking-values';

const PLACES = Array.from({ length: RANK_PLACES }, (_, i) => i + 1);

/** Edits the ten rewards of one board and span; a place set to 0 wins nothing. */
export function RewardModal(props: { row: RewardRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RewardValues>();
  const moneyRule = useMoneyRule({ allowZero: true });
  const update = useUpdateRewards();
  const { row } = props;

  const name = t('ranking.boardSpan', {
    board: t(`ranking.boards.${row.board}`),
    span: t(`ranking.spans.${row.span}`),
  });

  return (
    <FormModal
      form={form}
      title={t('ranking.editTitle', { name })}
      layout="horizontal"
      labelCol={{ span: 8 }}
      initialValues={{ amounts: row.amounts }}
      data-testid="ranking-reward-form"
      onSave={(v) => update.mutateAsync(toRewardBody(row, v))}
      done={t('ranking.saved', { name })}
      onClose={props.onClose}
    >
      <Typography.Paragraph type="secondary">{t('ranking.zeroHelp')}</Typography.Paragraph>
      {PLACES.map((place) => (
        <Form.Item
          key={place}
          name={['amounts', place - 1]}
          label={t('ranking.place', { rank: place })}
          rules={[moneyRule]}
        >
          <MoneyInput />
        </Form.Item>
      ))}
    </FormModal>
  );
}
