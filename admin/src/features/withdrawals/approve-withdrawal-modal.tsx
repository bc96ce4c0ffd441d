import { PAYOUT_REFERENCE_MAX, type TAdminWithdrawOrder } from '@club/contract';
import { Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountDetails } from '../../ui/account-details';
import { FormModal } from '../../ui/form-modal';
import { useCurrency } from '../../ui/format';
import { useApproveWithdrawal } from './api/post-withdraw-approve';

type Values = { payoutReference?: string };

/** An approval that moves the money: a single one, or the second of two. */
export const paysOut = (o: TAdminWithdrawOrder) => !o.needsSecondKey || o.firstApprovedBy !== null;

/**
 * Approves a withdrawal with the account it goes to in full in view (bank account or TRC20
 * address), so the operator pays to what the dialog shows. The approval that pays asks for the
 * transfer's reference; a first of two approvals moves nothing and asks for none.
 */
export function ApproveWithdrawalModal(props: { order: TAdminWithdrawOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const [form] = Form.useForm<Values>();
  const approve = useApproveWithdrawal();
  const { order } = props;
  const paying = paysOut(order);
  const question = order.firstApprovedBy
    ? 'withdrawals.approveSecondTitle'
    : order.needsSecondKey
      ? 'withdrawals.approveFirstTitle'
      : 'withdrawals.approveTitle';

  return (
    <FormModal<Values, Awaited<ReturnType<typeof approve.mutateAsync>>>
      form={form}
      title={t('withdrawals.approveDialog', { id: order.id })}
      okText={order.firstApprovedBy ? t('withdrawals.approveSecond') : t('withdrawals.approve')}
      data-testid="withdrawal-approve-form"
      onClose={props.onClose}
      onSave={(v) =>
        approve.mutateAsync({ id: order.id, payoutReference: paying ? v.payoutReference?.trim() : undefined })
      }
      done={(decided) =>
        decided.state === 'waiting'
          ? t('withdrawals.firstApproved', { id: order.id })
          : t('withdrawals.approved', { id: order.id })
      }
    >
      <Typography.Paragraph>
        <bdi dir="ltr">{order.memberPhone}</bdi> <Tag>#{order.userId}</Tag> · {order.channelName}
      </Typography.Paragraph>
      {order.payTo ? (
        <AccountDetails account={order.payTo} />
      ) : (
        <Typography.Paragraph type="warning">{order.account}</Typography.Paragraph>
      )}
      <Typography.Paragraph strong style={{ marginTop: 16 }}>
        {t(question, { amount: money(order.amount), name: order.firstApprovedBy ?? '' })}
      </Typography.Paragraph>
      {paying && (
        <Form.Item
          name="payoutReference"
          label={t('withdrawals.payoutReference')}
          extra={t('withdrawals.payoutReferenceHelp')}
          rules={[
            { required: true, whitespace: true, message: t('common.required') },
            { max: PAYOUT_REFERENCE_MAX, message: t('common.tooLong', { max: PAYOUT_REFERENCE_MAX }) },
          ]}
        >
          <Input
            autoComplete="off"
            maxLength={PAYOUT_REFERENCE_MAX}
            data-testid="withdrawal-payout-reference"
          />
        </Form.Item>
      )}
    </FormModal>
  );
}
