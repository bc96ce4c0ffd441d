import type { Db } from '../../db';
import { type PageAt, pageOf } from '../../db/paged';
import { HOUR_MS, iso } from '../../kernel/calendar';
import { maskPhone } from '../../kernel/phone';
import { awardsOf, type Board, closesPage, type Span } from './repo';

/** A crowdfunding board waits until no investment of its period can still be revoked. */
export const closeDelay = (board: Board) => (board === 'crowdfunding' ? 24 * HOUR_MS : 0);

type Winner = Awaited<ReturnType<typeof awardsOf>>[number];

export const winnerView = (w: Winner) => ({
  rank: w.place,
  phone: maskPhone(w.phone ?? ''),
  nickname: w.nickname,
  avatar: w.avatar,
  figure: Number(w.figure),
  reward: Number(w.amount),
  paid: w.state !== 'pending',
});

export const closeView = (r: {
  id: number;
  board: Board;
  span: Span;
  period_start: number;
  period_end: number;
  closed_at: number;
}) => ({
  id: r.id,
  board: r.board,
  span: r.span,
  start: iso(Number(r.period_start)),
  end: iso(Number(r.period_end)),
  closedAt: iso(Number(r.closed_at)),
});

/** A page of closed periods, each with its winners, as members and operators both list them. */
export async function closesWithWinners(
  db: Db,
  f: PageAt & { board?: Board; span?: Span; order: 'asc' | 'desc' },
) {
  const { rows, total } = await closesPage(db, f, f);
  const winners = await awardsOf(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => ({
    close: r,
    winners: winners.filter((w) => w.close_id === r.id),
  }));
  return pageOf(list, f, total);
}
