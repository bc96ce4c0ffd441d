import type {
  ADMIN_PROJECT_SORTS,
  LanguageCode,
  TAdminPage,
  TAdminProject,
  TProjectPhase,
  ZProjectInput,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { platform, projectAccount } from '../../money/accounts';
import { parseRate } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { balanceOf } from '../../money/ledger-repo';
import { MAX_DAILY_RATE_PPM } from '../../money/schedule';
import { writeAudit } from '../audit/repo';
import type { UploadService } from '../upload/service';
import { projectPhase } from './lifecycle';
import type { ProjectMemberService } from './member-service';
import {
  findProject,
  insertFunding,
  insertProject,
  listProjects,
  lockProject,
  NO_STATS,
  type ProjectRow,
  type ProjectText,
  replaceTexts,
  statsOf,
  textsOf,
  unpaidDueCount,
  updateProject,
} from './repo';

type Input = z.output<typeof ZProjectInput>;

/** A project's terms and media as a row, checked: the rate's ceiling, the dates' order, the minimum within the scale. */
function terms(input: Input) {
  const ppm = parseRate(input.dailyRate);
  if (ppm > MAX_DAILY_RATE_PPM) fail('VALIDATION_FORMAT', { field: 'dailyRate' });
  const start = Date.parse(input.fundraisingStartAt);
  const end = Date.parse(input.fundraisingEndAt);
  if (!(end > start)) fail('PROJECT_DATES_INVALID');
  if (input.single > input.amount) fail('VALIDATION_FORMAT', { field: 'single' });
  return {
    poster: input.poster,
    stills: JSON.stringify(input.stills),
    trailer: input.trailer,
    actor: input.actor,
    cast_names: input.cast,
    score: input.score,
    focus_index: input.focusIndex,
    scale: input.amount,
    single: input.single,
    daily_rate_ppm: ppm,
    cycle_days: input.cycleDays,
    repay_type: input.repayType,
    fundraising_start_at: start,
    fundraising_end_at: end,
    hot: input.hot ? 1 : 0,
    sort: input.sort,
  };
}

/** The texts of each language the operator filled in. */
function textRows(input: Input): Omit<ProjectText, 'project_id'>[] {
  return Object.entries(input.texts).flatMap(([lang, t]) =>
    t ? [{ lang, title: t.title, description: t.description, risk_text: t.riskText }] : [],
  );
}

/** What operators do: create, edit, publish and close projects; record revenue and disbursements. */
export function createProjectOperatorService(deps: {
  db: Db;
  clock: Clock;
  uploads: UploadService;
  /** Operators see a project as members do, and more. */
  memberViews: Pick<ProjectMemberService, 'views' | 'fundingHistory'>;
}) {
  const { db, clock, uploads } = deps;
  const { views, fundingHistory } = deps.memberViews;

  async function assertMedia(input: Input, adminId: number) {
    const owner = { kind: 'admin' as const, id: adminId };
    if (input.poster) await uploads.assertOwnImage(input.poster, owner, 'poster');
    for (const still of input.stills) await uploads.assertOwnImage(still, owner, 'stills');
    if (input.trailer) await uploads.assertOwnImage(input.trailer, owner, 'trailer', 'video');
  }

  async function adminView(p: ProjectRow, lang: LanguageCode): Promise<TAdminProject> {
    const [[view], texts, principal, returns, unpaid] = await Promise.all([
      views([p], lang),
      textsOf(db, [p.id], []),
      balanceOf(db, projectAccount(p.id, 'principal')),
      balanceOf(db, projectAccount(p.id, 'returns')),
      unpaidDueCount(db, p.id, clock.now()),
    ]);
    return {
      ...view,
      status: p.status,
      principalBalance: principal,
      returnsBalance: returns,
      unpaidDue: unpaid,
      sort: p.sort,
      texts: Object.fromEntries(
        texts.map((t) => [t.lang, { title: t.title, description: t.description, riskText: t.risk_text }]),
      ),
    };
  }

  /**
   * Moves money into or out of a project's own accounts, with the funding history line, audited.
   * `requestKey` (the request's Idempotency-Key) makes a retried or doubled request post once.
   */
  async function fundingMovement(
    adminId: number,
    projectId: number,
    movement: { kind: 'revenue' | 'disbursement'; amount: number; source: string | null; memo: string },
    commit: Commit,
  ) {
    const now = clock.now();
    return commit.run(async (trx) => {
      const p = await lockProject(trx, projectId);
      if (!p || p.status === 'draft') fail('NOT_FOUND');
      const stats = (await statsOf(trx, [p.id])).get(p.id) ?? NO_STATS;
      // Principal stays in place while members may still revoke and take it back.
      if (movement.kind === 'disbursement' && projectPhase(p, stats, now) === 'fundraising')
        fail('PROJECT_STATE');
      const into = movement.kind === 'revenue';
      const account = projectAccount(p.id, into ? 'returns' : 'principal');
      const entryId = await postEntry(trx, {
        type: 'SYSTEM',
        actor: `admin:${adminId}`,
        now,
        reference: `project:${p.id}`,
        requestKey: commit.requestKey,
        memo: `${movement.kind}${movement.source ? `:${movement.source}` : ''} ${movement.memo}`.trim(),
        postings: [
          { account, amount: into ? movement.amount : -movement.amount },
          { account: platform('cash'), amount: into ? -movement.amount : movement.amount },
        ],
      });
      await insertFunding(trx, {
        project_id: p.id,
        kind: movement.kind,
        source: movement.source,
        amount: movement.amount,
        memo: movement.memo,
        entry_id: entryId,
        admin_id: adminId,
        created_at: now,
      });
      await writeAudit(trx, {
        adminId,
        action: movement.kind === 'revenue' ? 'finance:proj:revenue' : 'finance:proj:disburse',
        target: `project:${p.id}`,
        after: movement,
        now,
      });
      return null;
    });
  }

  return {
    async adminPage(
      body: TAdminPage<(typeof ADMIN_PROJECT_SORTS)[number]> & { phase?: TProjectPhase; search?: string },
      lang: LanguageCode,
    ) {
      // The phase is derived, so filters and order run over the operator's (bounded) project list.
      const rows = await listProjects(db, { memberVisible: false }, 10_000, 0);
      const all = await Promise.all(rows.map((r) => adminView(r, lang)));
      const search = body.search?.toLowerCase();
      const matching = all.filter(
        (p) =>
          (!body.phase || p.phase === body.phase) &&
          (!search ||
            p.cast.toLowerCase().includes(search) ||
            p.actor.toLowerCase().includes(search) ||
            Object.values(p.texts).some((text) => text.title.toLowerCase().includes(search))),
      );
      const field = body.sortField ?? 'id';
      const key = (p: TAdminProject) => (field === 'fundraisingStartAt' ? Date.parse(p[field]) : p[field]);
      const direction = body.sortOrder === 'asc' ? 1 : -1;
      matching.sort((a, b) => (key(a) - key(b) || a.id - b.id) * direction);
      const from = (body.page - 1) * body.size;
      return pageOf(matching.slice(from, from + body.size), body, matching.length);
    },

    async adminInfo(id: number, lang: LanguageCode) {
      const p = await findProject(db, id);
      if (!p) fail('NOT_FOUND');
      return { ...(await adminView(p, lang)), fundingHistory: await fundingHistory(id) };
    },

    async create(adminId: number, input: Input) {
      await assertMedia(input, adminId);
      const now = clock.now();
      const row = terms(input);
      return db.transaction().execute(async (trx) => {
        const id = await insertProject(trx, { ...row, status: 'draft', created_at: now, updated_at: now });
        await replaceTexts(trx, id, textRows(input));
        await writeAudit(trx, {
          adminId,
          action: 'finance:proj:add',
          target: `project:${id}`,
          after: input,
          now,
        });
        return { id };
      });
    },

    /**
     * Edits a project. Once anyone has invested, the terms they invested under (scale, minimum,
     * rate, cycle, repayment type, start) are fixed; texts, media and the end date may still change.
     */
    async update(adminId: number, input: Input & { id: number }) {
      await assertMedia(input, adminId);
      const now = clock.now();
      const row = terms(input);
      await db.transaction().execute(async (trx) => {
        const before = await lockProject(trx, input.id);
        if (!before) fail('NOT_FOUND');
        const invested = ((await statsOf(trx, [before.id])).get(before.id) ?? NO_STATS).investors > 0;
        const fixed = [
          'scale',
          'single',
          'daily_rate_ppm',
          'cycle_days',
          'repay_type',
          'fundraising_start_at',
        ] as const;
        if (invested && fixed.some((k) => before[k] !== row[k])) fail('PROJECT_STATE');
        if (row.scale < before.raised) fail('PROJECT_STATE');
        await updateProject(trx, before.id, { ...row, updated_at: now });
        await replaceTexts(trx, before.id, textRows(input));
        await writeAudit(trx, {
          adminId,
          action: 'finance:proj:update',
          target: `project:${before.id}`,
          before,
          after: input,
          now,
        });
      });
      return null;
    },

    async publish(adminId: number, id: number) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const p = await lockProject(trx, id);
        if (!p) fail('NOT_FOUND');
        if (p.status !== 'draft') fail('PROJECT_STATE');
        if (p.fundraising_end_at <= now) fail('PROJECT_DATES_INVALID');
        await updateProject(trx, id, { status: 'published', updated_at: now });
        await writeAudit(trx, { adminId, action: 'finance:proj:publish', target: `project:${id}`, now });
      });
      return null;
    },

    /** Ends fundraising now; investments already made run their course. */
    async close(adminId: number, id: number) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const p = await lockProject(trx, id);
        if (!p) fail('NOT_FOUND');
        if (p.status !== 'published') fail('PROJECT_STATE');
        const changes = {
          status: 'closed' as const,
          fundraising_start_at: Math.min(p.fundraising_start_at, now),
          fundraising_end_at: Math.min(p.fundraising_end_at, now),
          updated_at: now,
        };
        await updateProject(trx, id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'finance:proj:close',
          target: `project:${id}`,
          before: p,
          after: changes,
          now,
        });
      });
      return null;
    },

    recordRevenue: (
      adminId: number,
      body: { projectId: number; amount: number; source: string; memo: string },
      commit: Commit,
    ) => fundingMovement(adminId, body.projectId, { kind: 'revenue', ...body }, commit),

    disburse: (adminId: number, body: { projectId: number; amount: number; memo: string }, commit: Commit) =>
      fundingMovement(adminId, body.projectId, { kind: 'disbursement', source: null, ...body }, commit),
  };
}
