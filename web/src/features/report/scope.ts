import type { TReportGraphKind } from '@club/contract/report';
import type { ReportScope } from './api/keys';

/**
 * The assistant whose team a report page shows, from its `?assistantId=`; undefined (the member's
 * own team) when absent or not an id. The server checks that the assistant works for the caller.
 */
export function assistantIdOf(query: Record<string, string>): ReportScope {
  const id = Number(query.assistantId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A report page's path, for the same team as the page it is opened from. */
export const withAssistant = (path: string, assistantId: ReportScope) =>
  assistantId === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}assistantId=${assistantId}`;

/** The report's screens other than the report itself (`paths.report`); `report-screens.tsx` shows them. */
export const reportPaths = {
  /** `?assistantId=`: assistant details, the subordinate reports of one of the director's assistants. */
  assistant: '/pages/report/assistant',
  /** Assistant list: a director's assistants and their teams' figures. */
  assistants: '/pages/report/assistants',
  /**
   * `?graph=`: the user growth (new registrations a day), shareholding (principal held at each day's
   * end) or team (team size and members at each day's end) graphical report.
   */
  graph: '/pages/report/graph',
};

/** A graphical report's path. */
export const graphPath = (graph: TReportGraphKind, assistantId: ReportScope) =>
  withAssistant(`${reportPaths.graph}?graph=${graph}`, assistantId);
