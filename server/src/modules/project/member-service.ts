import { FALLBACK_LANGUAGE, type LanguageCode, type TProject, type TProjectDetail } from '@club/contract';
import type { Db } from '../../db';
import { type PageAt, pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { rates } from '../../money/schedule';
import { projectLabel, projectPhase } from './lifecycle';
import {
  findProject,
  focusedIds,
  focusOf,
  fundingOf,
  type ListFilter,
  listProjects,
  NO_STATS,
  type ProjectRow,
  positionOf,
  projectsPage,
  projectsWithPosition,
  setFocus,
  statsOf,
  textsOf,
} from './repo';

/** raised / scale with 4 decimals, floored, from integers only. */
function progressRate(raised: number, scale: number) {
  const tenThousandths = Number((BigInt(raised) * 10_000n) / BigInt(scale));
  return (tenThousandths / 10_000).toFixed(4);
}

/** What members and visitors see: the catalogue, a project in full, their favourites and follows. */
export function createProjectMemberService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Member-facing views of project rows: texts in the member's language (fallback `en`), derived state. */
  async function views(rows: ProjectRow[], lang: LanguageCode, userId?: number): Promise<TProject[]> {
    const ids = rows.map((r) => r.id);
    const now = clock.now();
    const [texts, stats, focus, positions] = await Promise.all([
      textsOf(db, ids, [lang, FALLBACK_LANGUAGE]),
      statsOf(db, ids),
      userId ? focusOf(db, userId, ids) : Promise.resolve([]),
      userId ? projectsWithPosition(db, userId, ids) : Promise.resolve(new Set<number>()),
    ]);
    // Each field falls back to English on its own: a translation may leave the risk text out.
    const textOf = (id: number) => {
      const own = texts.find((t) => t.project_id === id && t.lang === lang);
      const en = texts.find((t) => t.project_id === id && t.lang === FALLBACK_LANGUAGE);
      const pick = (field: 'title' | 'description' | 'risk_text') => own?.[field] || en?.[field] || '';
      return { title: pick('title'), description: pick('description'), risk_text: pick('risk_text') };
    };
    return rows.map((p) => {
      const s = stats.get(p.id) ?? NO_STATS;
      const phase = projectPhase(p, s, now);
      const text = textOf(p.id);
      return {
        id: p.id,
        title: text.title,
        description: text.description,
        poster: p.poster,
        stills: JSON.parse(p.stills) as string[],
        trailer: p.trailer,
        actor: p.actor,
        cast: p.cast_names,
        score: p.score,
        focusIndex: p.focus_index,
        amount: p.scale,
        single: p.single,
        returnValue: rates(p.daily_rate_ppm).dailyRate,
        annualRate: rates(p.daily_rate_ppm).annualRate,
        cycle: p.cycle_days,
        repayType: p.repay_type,
        raised: p.raised,
        progressRate: progressRate(p.raised, p.scale),
        investorCount: s.investors,
        phase,
        state: projectLabel(phase, p, s, positions.has(p.id)),
        fundraisingStartAt: iso(p.fundraising_start_at),
        fundraisingEndAt: iso(p.fundraising_end_at),
        riskText: text.risk_text,
        hot: p.hot === 1,
        favorite: focus.some((f) => f.project_id === p.id && f.kind === 'favorite'),
        follow: focus.some((f) => f.project_id === p.id && f.kind === 'follow'),
      };
    });
  }

  async function page(filter: ListFilter, p: PageAt, lang: LanguageCode, userId?: number) {
    const f = { ...filter, memberVisible: true };
    const { rows, total } = await projectsPage(db, f, p);
    return pageOf(await views(rows, lang, userId), p, total);
  }

  async function visibleProject(id: number) {
    const p = await findProject(db, id);
    if (!p || p.status === 'draft') fail('NOT_FOUND');
    return p;
  }

  async function fundingHistory(projectId: number) {
    return (await fundingOf(db, projectId)).map((f) => ({
      kind: f.kind,
      source: f.source as TProjectDetail['fundingHistory'][number]['source'],
      amount: f.amount,
      memo: f.memo,
      at: iso(f.created_at),
    }));
  }

  return {
    views,
    fundingHistory,

    home: (p: PageAt, lang: LanguageCode, userId?: number) => page({}, p, lang, userId),

    async hot(lang: LanguageCode, userId?: number) {
      return (await page({ hot: true }, { page: 1, size: 20 }, lang, userId)).list;
    },

    async detail(id: number, lang: LanguageCode, userId?: number): Promise<TProjectDetail> {
      const p = await visibleProject(id);
      const [[view], history, position] = await Promise.all([
        views([p], lang, userId),
        fundingHistory(id),
        userId ? positionOf(db, userId, id) : Promise.resolve(null),
      ]);
      return { ...view, fundingHistory: history, position };
    },

    async setFocus(userId: number, body: { projectId: number; kind: 'favorite' | 'follow'; on: boolean }) {
      await visibleProject(body.projectId);
      await setFocus(db, userId, body.projectId, body.kind, body.on, clock.now());
      const focus = await focusOf(db, userId, [body.projectId]);
      return {
        favorite: focus.some((f) => f.kind === 'favorite'),
        follow: focus.some((f) => f.kind === 'follow'),
      };
    },

    async focused(userId: number, kind: 'favorite' | 'follow', p: PageAt, lang: LanguageCode) {
      const { ids, total } = await focusedIds(db, userId, kind, p);
      const rows = (await listProjects(db, { ids, memberVisible: true }, p.size, 0)).sort(
        (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
      );
      return pageOf(await views(rows, lang, userId), p, total);
    },
  };
}

export type ProjectMemberService = ReturnType<typeof createProjectMemberService>;
