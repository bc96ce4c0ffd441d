import { RANK_PLACES } from '@club/contract';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useAction } from '../../ui/use-action';
import { validated } from '../../ui/validated';
import { useUpdateRewards } from './api/post-reward-update';
import { type RewardRow, type RewardValues, toRewardBody } from './ranking-values';

const PLACES = Array.from({ length: RANK_PLACES }, (_, i) => i + 1);

/** Edits the ten rewards of one board and span; a place set to 0 wins nothing. */
export function RewardModal(props: { row: RewardRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RewardValues>();
  const moneyRule = useMoneyRule({ allowZero: true });
  const { run, busy } = useAction();
  const update = useUpdateRewards();
  const { row } = props;

  async function submit() {
    const v = await validated(form);
    if (!v) return;
    if (await run('save', () => update.mutateAsync(toRewardBody(row, v)))) props.onClose();
  }

  return (
    <Modal
      open
      title={t('ranking.editTitle', {
        name: t('ranking.boardSpan', {
          board: t(`ranking.boards.${row.board}`),
          span: t(`ranking.spans.${row.span}`),
        }),
      })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={busy === 'save'}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('ranking.zeroHelp')}</Typography.Paragraph>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 8 }}
        initialValues={{ amounts: row.amounts }}
        data-testid="ranking-reward-form"
      >
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
      </Form>
    </Modal>
  );
}
