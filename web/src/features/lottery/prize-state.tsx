import type { TPrizeState } from '@club/contract/lottery';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../ui/status-tag';

const tone: Record<TPrizeState, Tone> = {
  unused: 'waiting',
  used: 'success',
  notWon: 'muted',
  expired: 'danger',
};

/** Unused (a coupon to use), used (paid out, or a coupon used up), not won, or expired. */
export function PrizeStateTag({ state }: { state: TPrizeState }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={tone[state]} testId="prize-state" state={state}>
      {t(`lottery.states.${state}`)}
    </StatusTag>
  );
}
