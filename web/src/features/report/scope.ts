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
  assistantId === undefined ? path : `${path}?assistantId=${assistantId}`;
