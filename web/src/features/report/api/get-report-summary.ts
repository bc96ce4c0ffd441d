import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { type ReportScope, reportSummaryKey } from './keys';

export const getReportSummary = (assistantId: ReportScope, signal?: AbortSignal) =>
  get(
    '/app/report/report/summary',
    { assistantId },
    { schema: contractSchema('report', (c) => c.ZReportSummary), signal },
  );

/**
 * The team in all and by level, with its income and shareholding today, this week and in all.
 * The team changes with every registration and investment elsewhere: fresh on every visit.
 */
export function useReportSummary(assistantId: ReportScope) {
  return useQuery({
    queryKey: reportSummaryKey(assistantId),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getReportSummary(assistantId, signal),
  });
}

/** The masked phone of the assistant whose team a page shows (from their report, cached); none for the member's own. */
export function useAssistantPhone(assistantId: ReportScope) {
  const phone = useQuery({
    queryKey: reportSummaryKey(assistantId),
    queryFn: ({ signal }) => getReportSummary(assistantId, signal),
    enabled: assistantId !== undefined,
    select: (summary) => summary.holderPhone,
  });
  // The member's own summary may be cached under the same key; it names no assistant.
  return assistantId === undefined ? undefined : phone.data;
}
