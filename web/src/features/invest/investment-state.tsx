import type { TInvestment } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../ui/format';
import { StatusTag, type Tone } from '../../ui/status-tag';

type Shown = TInvestment['state'] | 'waitingRepayment';

const tone: Record<Shown, Tone> = {
  holding: 'success',
  waitingRepayment: 'waiting',
  completed: 'muted',
  revoked: 'danger',
};

/**
 * Holding (earning), waiting for repayment (a due payment its project could not pay yet), completed
 * (all paid back) or revoked (refunded in the reflection period).
 */
export function InvestmentStateTag({
  investment,
}: {
  investment: Pick<TInvestment, 'state' | 'waitingRepayment'>;
}) {
  const { t } = useTranslation();
  const shown: Shown = investment.waitingRepayment ? 'waitingRepayment' : investment.state;
  return (
    <StatusTag tone={tone[shown]} testId="investment-state" state={shown}>
      {t(`invest.states.${shown}`)}
    </StatusTag>
  );
}

/** When the project last received revenue: what a member waiting for repayment watches for. */
export function LastRevenue({ at, className }: { at: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className} data-testid="investment-last-revenue">
      {at === null
        ? t('invest.noRevenueYet')
        : t('invest.lastRevenue', { date: formatDate(at, currentLanguage()) })}
    </span>
  );
}
