import type { TProjectLabel } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from './status-tag';

/**
 * The tone of each member-facing project state (spec §4): gold invites, green is money working, red is
 * a payout the project could not cover yet, grey is before or after.
 */
export const projectStateTone: Record<TProjectLabel, Tone> = {
  notStarted: 'muted',
  participate: 'waiting',
  participated: 'success',
  distributing: 'success',
  waitingRepayment: 'danger',
  repaying: 'waiting',
  repaymentEnded: 'muted',
  ended: 'muted',
};

/** "Participate now", "Repayment in progress"…: the state a project shows the member asking. */
export function ProjectStateTag({ state }: { state: TProjectLabel }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={projectStateTone[state]} testId="project-state" state={state}>
      {t(`project.state.${state}`)}
    </StatusTag>
  );
}
