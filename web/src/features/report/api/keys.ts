import type { TReportGraphKind } from '@club/contract/report';

/** Every query of the team reports sits under this key. */
export const reportKey = ['report'] as const;

/**
 * Whose team a report shows: the member's own (undefined), or, for a director, one of their
 * assistants'. Part of every key, so an assistant's figures never show as the director's.
 */
export type ReportScope = number | undefined;

/** The team's totals, levels and money figures. */
export const reportSummaryKey = (assistantId: ReportScope) =>
  [...reportKey, 'summary', assistantId ?? 'own'] as const;

/** What the member list is narrowed to. */
export type ReportMemberFilters = {
  search?: string;
  status?: 'activated' | 'notActivated';
  feeReturned?: 'yes' | 'no';
  level?: number;
};

/** The team's members under the given filters, page by page. */
export const reportMembersKey = (assistantId: ReportScope, filters: ReportMemberFilters) =>
  [...reportKey, 'members', assistantId ?? 'own', filters] as const;

/** A director's assistants, page by page. */
export const reportAssistantsKey = [...reportKey, 'assistants'] as const;

/** One graph over a span of days. */
export const reportGraphKey = (assistantId: ReportScope, graph: TReportGraphKind, days: number) =>
  [...reportKey, 'graph', assistantId ?? 'own', graph, days] as const;
