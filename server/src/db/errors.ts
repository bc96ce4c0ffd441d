/** A unique index refused the row; `column` names it (PostgreSQL's detail, SQLite's message). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: string; message?: string; detail?: string };
  const text = `${e.message ?? ''} ${e.detail ?? ''}`;
  return (e.code === '23505' || String(e.code).startsWith('SQLITE_CONSTRAINT')) && text.includes(column);
}

/**
 * The database could not be reached or is going away (PostgreSQL restarting or refusing
 * connections, a connection cut mid-query, SQLite locked past its busy timeout): nothing was
 * decided, so the caller may try again later. Codes: Node's socket errors, PostgreSQL's classes 08
 * (connection exception), 57P (operator intervention) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|connection error/i.test(message);
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '53300',
  'SQLITE_BUSY',
]);
