import type { LanguageCode, TInvestment, TInvestmentDetail } from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS, HOUR_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { translate } from '../../kernel/i18n';
import { rates, type ScheduleItem, schedule } from '../../money/schedule';
import { findProject, type ProjectRow, textsOf } from '../project/repo';
import { projectTitles } from '../project/titles';
import type { SettingsService } from '../settings/service';
import { type InvestmentRow, lastRevenueAt, type ledgerLinesOf, type payoutsOf } from './repo';
import { termsOf } from './terms';

export const scheduleView = (items: ScheduleItem[]) =>
  items.map((i) => ({
    day: i.day,
    dueAt: iso(i.dueAt),
    principal: i.principal,
    interest: i.interest,
    type: i.interestType,
  }));

/** The general risk warning, followed by the project's own in the member's language (English when it has none). */
export async function riskWarning(db: Db, p: ProjectRow, lang: LanguageCode) {
  const texts = await textsOf(db, [p.id], [lang, 'en']);
  const own = (texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'en'))?.risk_text;
  const general = translate(lang, 'invest.riskWarning');
  return own ? `${general}\n\n${own}` : general;
}

/**
 * Holding with an item due that the project could not pay: the settlement job marks the project
 * short, so an item merely due since the job's last minute does not count.
 */
const waitingRepayment = (inv: InvestmentRow, project: ProjectRow | undefined, now: number) =>
  inv.status === 'holding' &&
  project?.shortfall_since != null &&
  inv.next_due_at !== null &&
  inv.next_due_at <= now;

function investmentView(
  inv: InvestmentRow,
  project: ProjectRow | undefined,
  title: string,
  lastRevenue: number | undefined,
  windowMs: number,
  now: number,
): TInvestment {
  const { dailyRate, annualRate } = rates(inv.daily_rate_ppm);
  const revocableUntil = inv.invested_at + windowMs;
  return {
    id: inv.id,
    projectId: inv.project_id,
    projectTitle: title,
    poster: project?.poster ?? null,
    principal: inv.principal,
    dailyRate,
    annualRate,
    cycle: inv.cycle_days,
    repayType: inv.repay_type,
    investedAt: iso(inv.invested_at),
    maturesAt: iso(inv.invested_at + inv.cycle_days * 24 * HOUR_MS),
    state: inv.status,
    daysPaid: inv.days_paid,
    principalPaid: inv.principal_paid,
    interestPaid: inv.interest_paid,
    interestTotal: inv.interest_total,
    discount: inv.discount,
    revocableUntil: inv.status === 'holding' && now < revocableUntil ? iso(revocableUntil) : null,
    waitingRepayment: waitingRepayment(inv, project, now),
    lastRevenueAt: lastRevenue === undefined ? null : iso(lastRevenue),
  };
}

/** Investments as their member sees them, with their projects' titles in the member's language. */
export async function investmentViews(
  db: Db,
  settings: SettingsService,
  rows: InvestmentRow[],
  lang: LanguageCode,
  clock: Clock,
) {
  const ids = [...new Set(rows.map((r) => r.project_id))];
  const [titles, projects, revenue, s] = await Promise.all([
    projectTitles(db, ids, lang),
    Promise.all(ids.map((id) => findProject(db, id))),
    lastRevenueAt(db, ids),
    settings.all(),
  ]);
  const title = (id: number) => titles.get(id) ?? '';
  const project = (id: number) => projects.find((p) => p?.id === id);
  return rows.map((r) =>
    investmentView(
      r,
      project(r.project_id),
      title(r.project_id),
      revenue.get(r.project_id),
      s.revokeWindowHours * HOUR_MS,
      clock.now(),
    ),
  );
}

/** Shareholding details: the schedule with each item paid or not, and the ledger lines behind it. */
export function investmentDetail(
  view: TInvestment,
  inv: InvestmentRow,
  payouts: Awaited<ReturnType<typeof payoutsOf>>,
  lines: Awaited<ReturnType<typeof ledgerLinesOf>>,
  lang: LanguageCode,
  now: number,
): TInvestmentDetail {
  // Payouts count schedule items in order (`days_paid`), not the item's due day: a DEBT
  // investment's one item is due on day N and is payout 1.
  const paidAt = (n: number) => payouts.find((p) => p.day === n)?.paid_at ?? null;
  const items = inv.status === 'revoked' ? [] : schedule(termsOf(inv));
  return {
    ...view,
    schedule: scheduleView(items).map((item, index) => {
      const at = paidAt(index + 1);
      const paid = index < inv.days_paid;
      const dueAt = items[index].dueAt;
      // Started days count: an item due an hour ago is in its first day overdue.
      const overdueDays =
        view.waitingRepayment && !paid && dueAt <= now
          ? Math.max(1, Math.ceil((now - dueAt) / DAY_MS))
          : null;
      return { ...item, paid, paidAt: at === null ? null : iso(at), overdueDays };
    }),
    ledger: lines.map((l) => ({
      type: l.type,
      label: translate(lang, `ledgerTypes.${l.type}`),
      wallet: l.wallet,
      amount: l.amount,
      at: iso(l.created_at),
    })),
  };
}
