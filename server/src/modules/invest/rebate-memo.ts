/**
 * An invitation rebate's ledger memo names the inviter's level as data (`level:2`), never in words:
 * a memo is stored once and read in every member's language, so the clients name the level in theirs.
 * Migration 026 rewrote the memos stored in English (`level 2`) to this form.
 */
const PREFIX = 'level:';

export const rebateMemo = (level: number) => `${PREFIX}${level}`;

/** The inviter level an INVESTREWARD line's memo carries; null for any other line or memo. */
export function rebateLevel(type: string, memo: string | null): number | null {
  if (type !== 'INVESTREWARD' || memo === null || !memo.startsWith(PREFIX)) return null;
  const level = Number(memo.slice(PREFIX.length));
  return Number.isInteger(level) && level > 0 ? level : null;
}
