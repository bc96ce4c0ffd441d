import { REDEEM_REWARDS } from '@club/contract';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { FormModal } from '../../ui/form-modal';
import { useTextRule } from '../../ui/use-text-rule';
import { useAddBatch } from './api/post-code-add';
import { useCouponOptions } from './api/post-coupon-page';
import { type BatchValues, NAME_MAX, toBatchBody } from './lottery-values';

/** Generates a batch of redeem codes: what each gives, how many members may redeem it, until when. */
export function BatchModal(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [form] = Form.useForm<BatchValues>();
  const nameRule = useTextRule()({ max: NAME_MAX, multiLine: false, required: true });
  const add = useAddBatch();
  const coupons = useCouponOptions({ enabled: can('lottery:coupon:page') });
  const initial: Partial<BatchValues> = {
    reward: 'draws',
    draws: 1,
    maxUses: 1,
    count: 100,
    expiresAt: dayjs().add(30, 'day').endOf('day'),
  };
  const reward = Form.useWatch('reward', form) ?? initial.reward;
  const required = { required: true, message: t('common.required') };

  return (
    <FormModal
      form={form}
      title={t('lottery.generate')}
      okText={t('lottery.generateButton')}
      initialValues={initial}
      onSave={(v) => add.mutateAsync(toBatchBody(v))}
      done={(_, v) => t('lottery.generated', { count: v.count, name: v.name.trim() })}
      onClose={props.onClose}
    >
      <Form.Item name="name" label={t('lottery.name')} rules={[nameRule]} extra={t('lottery.nameHelp')}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="reward" label={t('lottery.reward')}>
        <Radio.Group>
          {REDEEM_REWARDS.map((r) => (
            <Radio.Button key={r} value={r}>
              {t(`lottery.rewards.${r}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {reward === 'draws' ? (
        <Form.Item name="draws" label={t('lottery.rewards.draws')} rules={[required]}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
      ) : (
        <Form.Item name="couponId" label={t('lottery.coupon')} rules={[required]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={coupons.isFetching}
            options={(coupons.data ?? []).map((c) => ({
              value: c.id,
              label: c.name,
              disabled: !c.enabled,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="maxUses"
        label={t('lottery.maxUses')}
        rules={[required]}
        extra={t('lottery.maxUsesHelp')}
      >
        <InputNumber min={1} max={100_000} precision={0} />
      </Form.Item>
      <Form.Item name="count" label={t('lottery.count')} rules={[required]} extra={t('lottery.countHelp')}>
        <InputNumber min={1} max={1000} precision={0} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('lottery.expiresAt')} rules={[required]}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
        />
      </Form.Item>
    </FormModal>
  );
}
