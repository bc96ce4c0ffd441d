import type { TReportGraphKind } from '@club/contract/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { type ReportScope, reportGraphKey } from './keys';

export const getReportGraph = (
  assistantId: ReportScope,
  graph: TReportGraphKind,
  days: number,
  signal?: AbortSignal,
) =>
  get(
    '/app/report/report/graph',
    { assistantId, graph, days },
    { schema: contractSchema('report', (c) => c.ZReportGraph), signal },
  );

/**
 * One graph over the last `days` closed days. The rows are written once a day is over, so what was
 * fetched stays right until the next day closes; the app's usual staleness is enough.
 */
export function useReportGraph(assistantId: ReportScope, graph: TReportGraphKind, days: number) {
  return useQuery({
    queryKey: reportGraphKey(assistantId, graph, days),
    queryFn: ({ signal }) => getReportGraph(assistantId, graph, days, signal),
    // Another span keeps the chart in place until its own days arrive.
    placeholderData: keepPreviousData,
  });
}
