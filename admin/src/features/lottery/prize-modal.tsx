import { PRIZE_KINDS, type TAdminPrize } from '@club/contract';
import { Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { FormModal } from '../../ui/form-modal';
import { useCurrency } from '../../ui/format';
import { MoneyInput, useMoneyRule } from '../../ui/money-input';
import { useCouponOptions } from './api/post-coupon-page';
import { useSavePrize } from './api/post-prize-save';
import { impliedOdds, inDraw, type PrizeValues, toPrizeBody } from './lottery-values';

/**
 * Adds a prize or edits one. Under the weight it shows the odds that weight gives against the other
 * prizes in the draw, so an operator sets odds without working out the total weight.
 */
export function PrizeModal(props: { prize: TAdminPrize | null; prizes: TAdminPrize[]; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [form] = Form.useForm<PrizeValues>();
  const moneyRule = useMoneyRule();
  const { money } = useCurrency();
  const save = useSavePrize();
  const coupons = useCouponOptions({ enabled: can('lottery:coupon:page') });
  const prize = props.prize;
  const initial: PrizeValues = prize
    ? {
        kind: prize.kind,
        amount: prize.amount,
        couponId: prize.couponId ?? undefined,
        weight: prize.weight,
        stock: prize.stock,
        sort: prize.sort,
        enabled: prize.enabled,
      }
    : { kind: 'cash', weight: 10, stock: null, sort: 0, enabled: true };
  // The form's values before it first renders are its initial ones.
  const live: Partial<PrizeValues> = Form.useWatch((v) => v, form) ?? initial;
  const others = props.prizes.filter((p) => p.id !== prize?.id && inDraw(p)).map((p) => p.weight);
  const preview = impliedOdds(live.weight ?? 0, others);
  const couponOptions = (coupons.data ?? []).map((c) => ({
    value: c.id,
    label: c.name,
    disabled: !c.enabled,
  }));
  // The prize's own coupon stays choosable even when the newest coupons leave it out.
  if (prize?.couponId && !couponOptions.some((o) => o.value === prize.couponId)) {
    couponOptions.push({
      value: prize.couponId,
      label: prize.couponName ?? `#${prize.couponId}`,
      disabled: false,
    });
  }

  /** A new prize has no id yet: the message names it by what it gives. */
  const named = (v: PrizeValues) =>
    v.kind === 'cash'
      ? money(v.amount ?? 0)
      : (couponOptions.find((o) => o.value === v.couponId)?.label ?? t(`lottery.kinds.${v.kind}`));
  return (
    <FormModal
      form={form}
      title={prize ? t('lottery.editPrize') : t('lottery.addPrize')}
      initialValues={initial}
      onSave={(v) => save.mutateAsync({ ...toPrizeBody(v), ...(prize ? { id: prize.id } : {}) })}
      done={(_, v) =>
        prize ? t('lottery.prizeSaved', { id: prize.id }) : t('lottery.prizeAdded', { prize: named(v) })
      }
      onClose={props.onClose}
    >
      <Form.Item name="kind" label={t('lottery.kind')}>
        <Select options={PRIZE_KINDS.map((k) => ({ value: k, label: t(`lottery.kinds.${k}`) }))} />
      </Form.Item>
      {live.kind === 'cash' && (
        <Form.Item name="amount" label={t('common.amount')} rules={[moneyRule]}>
          <MoneyInput />
        </Form.Item>
      )}
      {live.kind === 'coupon' && (
        <Form.Item
          name="couponId"
          label={t('lottery.coupon')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={coupons.isFetching}
            options={couponOptions}
          />
        </Form.Item>
      )}
      <Form.Item
        name="weight"
        label={t('lottery.weight')}
        rules={[{ required: true, message: t('common.required') }]}
        extra={
          <span data-testid="lottery-odds-preview">
            {inDraw(live)
              ? t('lottery.oddsPreview', { odds: preview.odds, total: preview.total })
              : t('lottery.oddsOff')}
          </span>
        }
      >
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item name="stock" label={t('lottery.stock')} extra={t('lottery.stockHelp')}>
        <InputNumber min={0} max={1_000_000} precision={0} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('lottery.sort')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('lottery.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
