import type { TInvestment } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../ui/status-tag';

const tone: Record<TInvestment['state'], Tone> = {
  holding: 'success',
  completed: 'muted',
  revoked: 'danger',
};

/** Holding (earning), completed (all paid back) or revoked (refunded in the reflection period). */
export function InvestmentStateTag({ state }: { state: TInvestment['state'] }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={tone[state]} testId="investment-state" state={state}>
      {t(`invest.states.${state}`)}
    </StatusTag>
  );
}
