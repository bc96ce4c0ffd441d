import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/use-person';
import { ClosesTab } from './closes-tab';
import { RewardsTab } from './rewards-tab';

/**
 * Rankings (PRODUCT.md §8): the rewards each board's top 10 win at close, and every closed period
 * with its winners and what the marketing budget has paid them; each tab for its own key.
 */
export default function RankingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const tabs = [
    ...(can('ranking:reward:list')
      ? [{ key: 'rewards', label: t('ranking.tabs.rewards'), children: <RewardsTab /> }]
      : []),
    ...(can('ranking:close:page')
      ? [{ key: 'closes', label: t('ranking.tabs.closes'), children: <ClosesTab /> }]
      : []),
  ];
  return (
    <Card title={t('menu.ranking')}>
      <Tabs items={tabs} destroyOnHidden />
    </Card>
  );
}
