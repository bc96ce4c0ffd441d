import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { InvestmentList } from './investment-list';

/** My holdings (spec §2): the investments still running. */
export default function HoldingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageNavBar title={t('pages.myHoldings')} />
      <InvestmentList state="holding" />
    </>
  );
}
