import type { TProjectLabel, TProjectPhase } from '@club/contract';
import type { ProjectRow, ProjectStats } from './repo';

/**
 * Where a project is (PRODUCT.md §7), derived from the operator's status, the fundraising dates, the
 * raised amount and what investments have been paid; never stored by hand. A project is repaying
 * once principal starts coming back or a due payout could not be covered.
 */
export function projectPhase(p: ProjectRow, s: ProjectStats, now: number): TProjectPhase {
  if (p.status === 'draft') return 'draft';
  if (now < p.fundraising_start_at) return 'scheduled';
  if (now < p.fundraising_end_at && p.raised < p.scale && p.status === 'published') return 'fundraising';
  if (s.holding === 0) return 'ended';
  if (p.shortfall_since !== null || s.principalPaid > 0) return 'repaying';
  return 'running';
}

/** The specification's member-facing state (§4); `participated` when this member holds a position. */
export function projectLabel(
  phase: TProjectPhase,
  p: ProjectRow,
  s: ProjectStats,
  participated: boolean,
): TProjectLabel {
  switch (phase) {
    case 'draft':
    case 'scheduled':
      return 'notStarted';
    case 'fundraising':
      return participated ? 'participated' : 'participate';
    case 'running':
      return 'distributing';
    case 'repaying':
      return p.shortfall_since !== null ? 'waitingRepayment' : 'repaying';
    case 'ended':
      return s.completed > 0 ? 'repaymentEnded' : 'ended';
  }
}
