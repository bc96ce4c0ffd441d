/** A unique index refused the row; `column` names it (PostgreSQL's detail, SQLite's message). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: string; message?: string; detail?: string };
  const text = `${e.message ?? ''} ${e.detail ?? ''}`;
  return (e.code === '23505' || String(e.code).startsWith('SQLITE_CONSTRAINT')) && text.includes(column);
}
