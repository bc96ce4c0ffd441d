import type { Db } from '../../db';
import { holdersByDepth } from '../member/counts';
import { teamSizes } from '../user/ancestry';
import { countsOf, linksWithin, spansOf } from './counts-repo';
import type { Holder } from './repo';
import { assistantIdsOf } from './roles-repo';

type Figures = { users: number; members: number; teams: number; principal: number; income: number };
type Span = { principalDay: number; principalWeek: number; incomeDay: number; incomeWeek: number };

const noFigures = (): Figures => ({ users: 0, members: 0, teams: 0, principal: 0, income: 0 });
const noSpan = (): Span => ({ principalDay: 0, principalWeek: 0, incomeDay: 0, incomeWeek: 0 });

function addInto<T extends Record<string, number>>(into: T, from: T, sign: number) {
  for (const k of Object.keys(from) as (keyof T)[]) (into[k] as number) += sign * from[k];
}

/**
 * A holder's team per level, and its principal and returns today and this week, as `repo.ts teamOf`
 * has the team, from the running totals of the holder and their assistants (counts-repo.ts): a few
 * rows a person, however large the team (members holding a membership counted by member/counts.ts).
 *
 * The holder's own part is their counts below depth 0. For a director, each assistant's part is their
 * counts minus those of the nearest role holders under them (the director, or another assistant)
 * shifted down by how deep those stand: subtrees of one tree are nested or apart, so this counts each
 * member once, at their depth under the nearest assistant above them, and leaves out the director
 * and everyone under the director (theirs already). An assistant under the director adds nothing.
 */
export async function teamFigures(db: Db, holder: Holder, now: number, since: { day: number; week: number }) {
  const assistantIds =
    holder.role === 'director' ? (await assistantIdsOf(db, holder.id)).map((a) => a.user_id) : [];
  const parts = [holder.id, ...assistantIds];
  const [sizes, holders, counts, links, spans] = await Promise.all([
    teamSizes(db, parts),
    holdersByDepth(db, parts, now),
    countsOf(db, parts),
    assistantIds.length > 0 ? linksWithin(db, parts) : [],
    spansOf(db, parts, since.week, since.day),
  ]);

  const byDepth = new Map<number, Map<number, Figures>>(parts.map((id) => [id, new Map()]));
  const at = (id: number, depth: number) => {
    const rows = byDepth.get(id) as Map<number, Figures>;
    const known = rows.get(depth);
    if (known) return known;
    const f = noFigures();
    rows.set(depth, f);
    return f;
  };
  for (const id of parts) at(id, 0).users = 1;
  for (const r of sizes) at(r.ancestor_id, Number(r.depth)).users += Number(r.users);
  for (const r of holders) at(r.ancestorId, r.depth).members += r.members;
  for (const r of counts) {
    addInto(
      at(r.ancestor_id, Number(r.depth)),
      {
        users: 0,
        members: 0,
        teams: Number(r.teams),
        principal: Number(r.principal),
        income: Number(r.income),
      },
      1,
    );
  }
  const spanOf = new Map<string, Span>();
  for (const s of spans) {
    spanOf.set(`${s.ancestor_id}:${s.own}`, {
      principalDay: Number(s.principal_day ?? 0),
      principalWeek: Number(s.principal_week ?? 0),
      incomeDay: Number(s.income_day ?? 0),
      incomeWeek: Number(s.income_week ?? 0),
    });
  }
  const depthUnder = new Map(links.map((l) => [`${l.user_id}:${l.ancestor_id}`, Number(l.depth)]));
  const under = (id: number, above: number) => depthUnder.get(`${id}:${above}`);

  const levels = new Map<number, Figures>();
  const span = noSpan();
  /** Adds (or takes away) `id`'s members below them, `shift` levels further down, and themselves too when `self`. */
  const take = (id: number, sign: number, shift: number, self: boolean) => {
    for (const [depth, f] of byDepth.get(id) ?? []) {
      if (depth === 0 && !self) continue;
      const level = depth + shift;
      const into = levels.get(level) ?? noFigures();
      addInto(into, f, sign);
      levels.set(level, into);
    }
    addInto(span, spanOf.get(`${id}:0`) ?? noSpan(), sign);
    if (self) addInto(span, spanOf.get(`${id}:1`) ?? noSpan(), sign);
  };

  take(holder.id, 1, 0, false);
  for (const x of assistantIds) {
    if (under(x, holder.id) !== undefined) continue;
    take(x, 1, 0, false);
    for (const y of parts) {
      const depth = under(y, x);
      if (depth === undefined) continue;
      const between = parts.some((z) => under(z, x) !== undefined && under(y, z) !== undefined);
      if (!between) take(y, -1, depth, y === holder.id);
    }
  }
  const total = noFigures();
  for (const f of levels.values()) addInto(total, f, 1);
  return {
    assistants: assistantIds.length,
    levels: [...levels.entries()]
      .filter(([, f]) => f.users > 0)
      .sort(([a], [b]) => a - b)
      .map(([level, f]) => ({ level, ...f })),
    total,
    span,
  };
}
