import { UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../shared/api/get-income';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { QueryState } from '../../ui/query-state';
import { useBankCards } from './api/get-bank-card-list';
import { useWithdrawChannels } from './api/get-withdraw-channels';
import styles from './withdraw.module.css';
import { WithdrawForm } from './withdraw-form';

/** Withdraw (spec §4): the channels, the member's accounts and wallet figures, then the form. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const channels = useWithdrawChannels();
  const cards = useBankCards();
  const income = useIncome();
  const query = combineQueries({ channels, accounts: cards, income });
  return (
    <>
      <PageNavBar
        title={t('pages.withdraw')}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => nav.navigateTo(paths.withdrawDetails)}
            aria-label={t('pages.withdrawalDetails')}
            data-testid="withdraw-to-details-nav"
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <QueryState query={query}>
        {(data) =>
          data.channels.length === 0 ? (
            <p className={styles.empty}>{t('withdraw.noChannels')}</p>
          ) : (
            <WithdrawForm channels={data.channels} accounts={data.accounts} income={data.income} />
          )
        }
      </QueryState>
    </>
  );
}
