import type { Wallet } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../api/client';

/** Inclusive days, YYYY-MM-DD; the server allows at most 366 of them (else code 1804). */
export type StatementQuery = { from: string; to: string; wallet?: Wallet };

/** The CSV statement of the range; it needs the token, so it is fetched, not linked. */
export async function getStatement(query: StatementQuery) {
  const file = await download('/app/funds/account_detail/statement', query);
  return { blob: file.blob, filename: file.filename ?? `statement-${query.from}-${query.to}.csv` };
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: getStatement });
}
