import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import type { InvestFilter } from './api/get-user-invest';
import styles from './invest.module.css';
import { InvestmentList } from './investment-list';

const FILTERS: InvestFilter[] = ['all', 'holding', 'completed', 'revoked'];

/** My invest (spec §2): totals, and every investment by state. */
export default function MyInvestPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<InvestFilter>('all');
  return (
    <>
      <PageNavBar title={t('pages.myInvest')} />
      <div className={styles.tabs}>
        <Tabs activeKey={state} onChange={(key) => setState(key as InvestFilter)} data-testid="invest-tabs">
          {FILTERS.map((filter) => (
            <Tabs.Tab
              key={filter}
              title={<span data-testid={`invest-tab-${filter}`}>{t(`invest.filters.${filter}`)}</span>}
            />
          ))}
        </Tabs>
      </div>
      <InvestmentList key={state} state={state} />
    </>
  );
}
