import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { CodesTab } from './codes-tab';
import { CouponsTab } from './coupons-tab';
import { DrawsTab } from './draws-tab';
import { PrizesTab } from './prizes-tab';

/**
 * The lottery (PRODUCT.md §9): the prize table draws pick from by weight, the coupons prizes and
 * codes grant, the redeem codes, and every draw with what decided it; each tab for its own key.
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const can = useCan();
  const tabs = [
    ...(can('lottery:prize:list')
      ? [{ key: 'prizes', label: t('lottery.tabs.prizes'), children: <PrizesTab /> }]
      : []),
    ...(can('lottery:coupon:page')
      ? [{ key: 'coupons', label: t('lottery.tabs.coupons'), children: <CouponsTab /> }]
      : []),
    ...(can('lottery:code:page')
      ? [{ key: 'codes', label: t('lottery.tabs.codes'), children: <CodesTab /> }]
      : []),
    ...(can('lottery:draw:page')
      ? [{ key: 'draws', label: t('lottery.tabs.draws'), children: <DrawsTab /> }]
      : []),
  ];
  return (
    <Card title={t('menu.lottery')}>
      <Tabs items={tabs} destroyOnHidden />
    </Card>
  );
}
