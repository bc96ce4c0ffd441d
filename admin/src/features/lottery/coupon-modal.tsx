import { COUPON_KINDS, type TAdminCoupon } from '@club/contract';
import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../ui/form-modal';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useTextRule } from '../../ui/use-text-rule';
import { useSaveCoupon } from './api/post-coupon-save';
import { type CouponValues, NAME_MAX, toCouponBody } from './lottery-values';

/** Adds a coupon or edits one: a whole percent off (with an optional cap) or a fixed amount off. */
export function CouponModal(props: { coupon: TAdminCoupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CouponValues>();
  const moneyRule = useMoneyRule();
  const minOrderRule = useMoneyRule({ allowZero: true });
  const nameRule = useTextRule()({ max: NAME_MAX, multiLine: false, required: true });
  const save = useSaveCoupon();
  const coupon = props.coupon;
  const initial: Partial<CouponValues> = coupon ?? {
    kind: 'percent',
    minOrder: 0,
    usageLimit: 1,
    validDays: 30,
    enabled: true,
  };
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  // An empty cap is no cap; a typed one must be a real amount.
  const capRule = {
    validator: (rule: unknown, value: number | null | undefined) =>
      value === null || value === undefined ? Promise.resolve() : moneyRule.validator(rule, value),
  };

  return (
    <FormModal
      form={form}
      title={coupon ? t('lottery.editCoupon') : t('lottery.addCoupon')}
      initialValues={initial}
      onSave={(v) => save.mutateAsync({ ...toCouponBody(v), ...(coupon ? { id: coupon.id } : {}) })}
      done={(_, v) => t(coupon ? 'lottery.couponSaved' : 'lottery.couponAdded', { name: v.name.trim() })}
      onClose={props.onClose}
    >
      <Form.Item name="name" label={t('lottery.name')} rules={[nameRule]} extra={t('lottery.nameHelp')}>
        <Input maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="kind" label={t('lottery.kind')}>
        <Radio.Group>
          {COUPON_KINDS.map((k) => (
            <Radio.Button key={k} value={k}>
              {t(`lottery.couponKinds.${k}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {kind === 'percent' ? (
        <>
          <Form.Item
            name="percent"
            label={t('lottery.percent')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <InputNumber min={1} max={100} precision={0} suffix="%" />
          </Form.Item>
          <Form.Item
            name="maxDiscount"
            label={t('lottery.maxDiscount')}
            rules={[capRule]}
            extra={t('lottery.maxDiscountHelp')}
          >
            <MoneyInput />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="amount" label={t('lottery.amountOffLabel')} rules={[moneyRule]}>
          <MoneyInput />
        </Form.Item>
      )}
      <Form.Item
        name="minOrder"
        label={t('lottery.minOrder')}
        rules={[minOrderRule]}
        extra={t('lottery.minOrderHelp')}
      >
        <MoneyInput />
      </Form.Item>
      <Form.Item
        name="usageLimit"
        label={t('lottery.usageLimit')}
        rules={[{ required: true, message: t('common.required') }]}
        extra={t('lottery.usageLimitHelp')}
      >
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item
        name="validDays"
        label={t('lottery.validDays')}
        rules={[{ required: true, message: t('common.required') }]}
        extra={t('lottery.validDaysHelp')}
      >
        <InputNumber min={1} max={3650} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('lottery.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
