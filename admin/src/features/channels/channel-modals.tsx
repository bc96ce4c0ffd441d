import type { TAdminRechargeChannel, TAdminWithdrawChannel } from '@club/contract';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { type RechargeChannelUpdateBody, useUpdateRechargeChannel } from './api/post-recharge-channel-update';
import { useUpdateWithdrawChannel, type WithdrawChannelUpdateBody } from './api/post-withdraw-channel-update';

const RATE = /^\d{1,4}(\.\d{1,6})?$/;
const FEE_RATE = /^(0(\.\d{1,6})?|1(\.0{1,6})?)$/;

/** The recharge form: the body's fields, with the bank account or USDT address beside them. */
type RechargeValues = Omit<RechargeChannelUpdateBody, 'id' | 'details'> & {
  bankName: string;
  accountName: string;
  accountNumber: string;
  address: string;
};
type WithdrawValues = Omit<WithdrawChannelUpdateBody, 'id'>;

/** Limits, rate, what the payer is shown, order and switch of one recharge channel. */
export function RechargeChannelModal({
  channel,
  onClose,
}: {
  channel: TAdminRechargeChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RechargeValues>();
  const moneyRule = useMoneyRule();
  const update = useUpdateRechargeChannel();
  const required = { required: true, whitespace: true, message: t('common.required') };

  function save(v: RechargeValues) {
    const details =
      channel.kind === 'bank'
        ? { bankName: v.bankName, accountName: v.accountName, accountNumber: v.accountNumber }
        : channel.kind === 'usdt'
          ? { address: v.address }
          : undefined;
    const body: RechargeChannelUpdateBody = {
      id: channel.id,
      minAmount: v.minAmount,
      maxAmount: v.maxAmount,
      rate: v.rate.trim(),
      enabled: v.enabled,
      sort: v.sort,
      details,
    };
    return update.mutateAsync(body);
  }

  return (
    <FormModal
      form={form}
      title={t('channels.editTitle', { name: channel.name })}
      initialValues={{ ...channel, ...channel.details }}
      onSave={save}
      done={t('channels.saved', { name: channel.name })}
      onClose={onClose}
    >
      <Form.Item name="minAmount" label={t('channels.min')} rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="maxAmount" label={t('channels.max')} rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="rate"
        label={t('channels.rate')}
        extra={t('channels.rateHelp')}
        rules={[{ required: true, pattern: RATE, message: t('channels.rateFormat') }]}
      >
        <Input style={{ width: 160 }} />
      </Form.Item>
      {channel.kind === 'bank' && (
        <>
          <Form.Item name="bankName" label={t('channels.bankName')} rules={[required, { max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="accountName" label={t('channels.accountName')} rules={[required, { max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="accountNumber" label={t('channels.accountNumber')} rules={[required, { max: 64 }]}>
            <Input style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </>
      )}
      {channel.kind === 'usdt' && (
        <Form.Item name="address" label={t('channels.address')} rules={[required, { max: 64 }]}>
          <Input style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      )}
      <Form.Item
        name="sort"
        label={t('channels.sort')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <Form.Item
        name="enabled"
        label={t('channels.enabled')}
        valuePropName="checked"
        extra={channel.configured ? undefined : t('channels.notConfiguredHelp')}
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

/** Limits, fee, order and switch of one withdrawal channel. */
export function WithdrawChannelModal({
  channel,
  onClose,
}: {
  channel: TAdminWithdrawChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawValues>();
  const moneyRule = useMoneyRule();
  const zeroOrMore = useMoneyRule({ allowZero: true });
  const update = useUpdateWithdrawChannel();

  function save(v: WithdrawValues) {
    const body: WithdrawChannelUpdateBody = {
      id: channel.id,
      minAmount: v.minAmount,
      maxAmount: v.maxAmount,
      feeRate: v.feeRate.trim(),
      feeFixed: v.feeFixed,
      enabled: v.enabled,
      sort: v.sort,
    };
    return update.mutateAsync(body);
  }

  return (
    <FormModal
      form={form}
      title={t('channels.editTitle', { name: channel.name })}
      initialValues={channel}
      onSave={save}
      done={t('channels.saved', { name: channel.name })}
      onClose={onClose}
    >
      <Form.Item name="minAmount" label={t('channels.min')} rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="maxAmount" label={t('channels.max')} rules={[moneyRule]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="feeRate"
        label={t('channels.feeRate')}
        extra={t('channels.feeRateHelp')}
        rules={[{ required: true, pattern: FEE_RATE, message: t('channels.feeRateFormat') }]}
      >
        <Input style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="feeFixed" label={t('channels.feeFixed')} rules={[zeroOrMore]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('channels.sort')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('channels.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
