import type { TTeamGroupState } from '@club/contract/team-activity';
import { useTranslation } from 'react-i18next';
import { StatusTag, type Tone } from '../../ui/status-tag';

const tone: Record<TTeamGroupState, Tone> = {
  forming: 'waiting',
  complete: 'success',
  dissolved: 'muted',
};

/** Forming (members still needed), complete (rewards granted) or dissolved (short at its end). */
export function GroupStateTag({ state }: { state: TTeamGroupState }) {
  const { t } = useTranslation();
  return (
    <StatusTag tone={tone[state]} testId="group-state" state={state}>
      {t(`team.activity.states.${state}`)}
    </StatusTag>
  );
}
