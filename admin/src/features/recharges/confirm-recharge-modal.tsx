import { BANK_REFERENCE_LENGTH, type TAdminRechargeOrder } from '@club/contract';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { useCurrency } from '../../ui/format';
import { useConfirmRecharge } from './api/post-recharge-confirm';

/**
 * A bank transfer the member sent no picture of is credited on what the operator saw on the
 * statement, so its confirmation must name the transfer's reference (the server refuses it
 * otherwise); with a voucher the reference is optional.
 */
export const needsBankReference = (o: TAdminRechargeOrder) =>
  o.instructions.kind === 'bank' && o.voucherUrl === null && o.voucher2Url === null;

type Values = { bankReference?: string };

/** Confirms a recharge (credits the member's wallet), asking a bank transfer for its reference. */
export function ConfirmRechargeModal(props: { order: TAdminRechargeOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const [form] = Form.useForm<Values>();
  const confirm = useConfirmRecharge();
  const { order } = props;
  const required = needsBankReference(order);
  const { min, max } = BANK_REFERENCE_LENGTH;

  return (
    <FormModal<Values>
      form={form}
      title={t('recharges.confirmTitle', { amount: money(order.amount) })}
      okText={t('recharges.confirm')}
      onClose={props.onClose}
      done={t('recharges.confirmed', { id: order.id })}
      onSave={(v) =>
        confirm.mutateAsync({ orderId: order.id, bankReference: v.bankReference?.trim() || undefined })
      }
    >
      <Typography.Paragraph type="secondary">
        {order.memberPhone} · {order.channelName} · {order.reference}
      </Typography.Paragraph>
      {order.instructions.kind === 'bank' && (
        <Form.Item
          name="bankReference"
          label={t('recharges.bankReference')}
          extra={required ? t('recharges.bankReferenceRequired') : t('recharges.bankReferenceOptional')}
          rules={[
            { required, whitespace: true, message: t('recharges.bankReferenceLength', { min, max }) },
            {
              validator: (_, value: string | undefined) => {
                const length = value?.trim().length ?? 0;
                return length === 0 || (length >= min && length <= max)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('recharges.bankReferenceLength', { min, max })));
              },
            },
          ]}
        >
          <Input autoComplete="off" maxLength={max} data-testid="recharge-bank-reference" />
        </Form.Item>
      )}
    </FormModal>
  );
}
