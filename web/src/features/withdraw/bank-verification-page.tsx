import { Button, Result, type ResultProps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { QueryState } from '../../ui/query-state';
import { useCardVerification } from './api/get-card-verification-status';
import type { CardStatus } from './verification-status';
import styles from './withdraw.module.css';

const resultStatus: Record<CardStatus, ResultProps['status']> = {
  none: 'info',
  pending: 'waiting',
  verified: 'success',
  rejected: 'error',
};

/** Bank card verification (spec §2): where the member's bank card stands, and what to do next. */
export default function BankVerificationPage() {
  const { t } = useTranslation();
  const verification = useCardVerification();
  return (
    <>
      <PageNavBar title={t('pages.bankCardVerification')} />
      <QueryState query={verification}>
        {({ status }) => (
          <div className={styles.page}>
            <section className={styles.result} data-testid="bank-verification-state" data-status={status}>
              <Result
                status={resultStatus[status]}
                title={t(`bank.verification.${status}`)}
                description={t(`bank.verificationHint.${status}`)}
              />
              <div className={styles.resultActions}>
                {status === 'none' || status === 'rejected' ? (
                  <Button
                    color="primary"
                    shape="rounded"
                    onClick={() => nav.navigateTo(paths.bankCardAdd)}
                    data-testid="bank-verification-add"
                  >
                    {t('pages.addBankCard')}
                  </Button>
                ) : (
                  <Button
                    shape="rounded"
                    onClick={() => nav.navigateTo(paths.bankCard)}
                    data-testid="bank-verification-cards"
                  >
                    {t('pages.bankCard')}
                  </Button>
                )}
              </div>
            </section>
          </div>
        )}
      </QueryState>
    </>
  );
}
