import {
  ErrorCode,
  type INVEST_BLOCKERS,
  type LanguageCode,
  type TInvestCheck,
  type TInvestment,
  type TInvestmentDetail,
} from '@club/contract';
import type { Db } from '../../db';
import { ownedBy } from '../../kernel/access';
import { DAY_MS, HOUR_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet, platform, projectAccount } from '../../money/accounts';
import { formatMinor } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { rates, type ScheduleItem, schedule, type Terms, totals } from '../../money/schedule';
import { SPEND_ORDER, spendable, spendPostings } from '../../money/spend';
import { insertCouponUse, returnCouponUse } from '../coupon/repo';
import { investCoupons, takeCoupon } from '../coupon/use';
import type { MemberService } from '../member/service';
import { notify } from '../message/notify';
import { projectPhase } from '../project/lifecycle';
import {
  addRaised,
  findProject,
  NO_STATS,
  type ProjectRow,
  statsOf,
  subtractRaised,
  textsOf,
} from '../project/repo';
import { projectTitles } from '../project/titles';
import type { SettingsService } from '../settings/service';
import { findUserById, lockMember, updateUser } from '../user/repo';
import type { UserService } from '../user/service';
import type { WithdrawService } from '../withdraw/service';
import {
  countUserInvestments,
  findInvestment,
  type InvestmentRow,
  type InvestmentState,
  insertInvestment,
  lastRevenueAt,
  ledgerLinesOf,
  markRevoked,
  memberPostingsOf,
  payoutsOf,
  setInvestmentEntry,
  userInvestments,
  userTotals,
} from './repo';

type Blocker = (typeof INVEST_BLOCKERS)[number];
type Problem = { name: Blocker; params?: Record<string, string> };

export const investmentReference = (id: number) => `investment:${id}`;

/** The terms an investment is paid under, fixed when it is made. */
export function termsOf(inv: InvestmentRow): Terms {
  return {
    principal: inv.principal,
    dailyRatePpm: inv.daily_rate_ppm,
    cycleDays: inv.cycle_days,
    repayType: inv.repay_type,
    investedAt: inv.invested_at,
  };
}

const scheduleView = (items: ScheduleItem[]) =>
  items.map((i) => ({
    day: i.day,
    dueAt: iso(i.dueAt),
    principal: i.principal,
    interest: i.interest,
    type: i.interestType,
  }));

export function createInvestService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  users: UserService;
  members: MemberService;
  withdraw: WithdrawService;
}) {
  const { db, clock, settings, users, members, withdraw } = deps;

  async function loadProject(id: number) {
    const p = await findProject(db, id);
    if (!p || p.status === 'draft') fail('NOT_FOUND');
    return p;
  }

  /** Every precondition of PRODUCT.md §7 that fails for this member, project and amount, in the order the member fixes them. */
  async function problems(
    userId: number,
    p: ProjectRow,
    amount: number,
    coupon: { discount: number; problem?: Problem } = { discount: 0 },
  ): Promise<Problem[]> {
    const s = await settings.all();
    const money = (v: number) => formatMinor(v, s.currencyExponent);
    const found: Problem[] = [];
    if (!(await members.isActive(userId))) found.push({ name: 'MEMBERSHIP_REQUIRED' });
    if (s.requireVerifiedCard && (await withdraw.cardStatus(userId)).status !== 'verified') {
      found.push({ name: 'CARD_NOT_VERIFIED' });
    }
    if (!(await users.person(userId)).hasPayPassword) found.push({ name: 'PAY_PASSWORD_NOT_SET' });
    const stats = (await statsOf(db, [p.id])).get(p.id) ?? NO_STATS;
    if (projectPhase(p, stats, clock.now()) !== 'fundraising')
      found.push({ name: 'PROJECT_NOT_FUNDRAISING' });
    else if (amount < p.single)
      found.push({ name: 'INVEST_BELOW_MINIMUM', params: { min: money(p.single) } });
    else if (amount % p.single !== 0)
      found.push({ name: 'INVEST_NOT_MULTIPLE', params: { step: money(p.single) } });
    else if (p.raised + amount > p.scale) {
      found.push({ name: 'INVEST_OVER_SCALE', params: { remaining: money(p.scale - p.raised) } });
    }
    if (coupon.problem) found.push(coupon.problem);
    if ((await spendable(db, userId, SPEND_ORDER.invest)) < amount - coupon.discount)
      found.push({ name: 'INSUFFICIENT_BALANCE' });
    return found;
  }

  /**
   * The coupon an investment of `amount` would use: the one asked for (null: none), or the best one
   * when the member has not chosen; a chosen coupon that cannot be used is a problem to show.
   */
  async function couponChoice(userId: number, amount: number, requested: number | null | undefined) {
    const coupons = await investCoupons(db, userId, amount, clock.now());
    const chosen =
      requested === undefined ? coupons.find((c) => c.discount > 0) : coupons.find((c) => c.id === requested);
    let problem: Problem | undefined;
    if (requested != null && !chosen) problem = { name: 'COUPON_NOT_USABLE' };
    else if (chosen && chosen.discount === 0) {
      const exponent = (await settings.all()).currencyExponent;
      problem = { name: 'COUPON_MIN_ORDER', params: { min: formatMinor(chosen.minOrder, exponent) } };
    }
    return { coupons, chosen, discount: chosen?.discount ?? 0, problem };
  }

  const projectTerms = (p: ProjectRow, amount: number, at: number): Terms => ({
    principal: amount,
    dailyRatePpm: p.daily_rate_ppm,
    cycleDays: p.cycle_days,
    repayType: p.repay_type,
    investedAt: at,
  });

  async function riskWarning(p: ProjectRow, lang: LanguageCode) {
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
  ): TInvestment {
    const { dailyRate, annualRate } = rates(inv.daily_rate_ppm);
    const revocableUntil = inv.invested_at + windowMs;
    const now = clock.now();
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

  async function views(rows: InvestmentRow[], lang: LanguageCode) {
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
      ),
    );
  }

  return {
    async check(
      userId: number,
      body: { projectId: number; amount: number; couponId?: number | null },
      lang: LanguageCode,
    ): Promise<TInvestCheck> {
      const p = await loadProject(body.projectId);
      const items = schedule(projectTerms(p, body.amount, clock.now()));
      const user = await findUserById(db, userId);
      const coupon = await couponChoice(userId, body.amount, body.couponId);
      return {
        schedule: scheduleView(items),
        ...totals(items),
        ...rates(p.daily_rate_ppm),
        riskWarning: await riskWarning(p, lang),
        riskAcceptanceRequired: user?.risk_accepted_at == null,
        spendable: await spendable(db, userId, SPEND_ORDER.invest),
        remaining: Math.max(0, p.scale - p.raised),
        coupons: coupon.coupons,
        couponId: coupon.chosen?.id ?? null,
        discount: coupon.discount,
        pay: body.amount - coupon.discount,
        blockers: (await problems(userId, p, body.amount, coupon)).map((b) => ({
          name: b.name,
          code: ErrorCode[b.name],
          message: translate(lang, `errors.${b.name}`, b.params),
        })),
      };
    },

    /**
     * Invests: the member's wallets (promotional credit first) pay the project's principal account,
     * less a coupon's discount, which the platform's promotion account pays (the principal counts in
     * full); the raised amount grows only within the scale and the coupon's use is taken (conditional
     * updates), and the investment's terms are recorded, all in one transaction.
     */
    async invest(
      userId: number,
      body: {
        projectId: number;
        amount: number;
        payPassword: string;
        acceptRisk: boolean;
        couponId?: number | null;
      },
      commit: Commit,
    ) {
      const couponId = body.couponId ?? null;
      const p = await loadProject(body.projectId);
      const [first] = await problems(
        userId,
        p,
        body.amount,
        await couponChoice(userId, body.amount, couponId),
      );
      if (first) fail(first.name, first.params);
      const user = await findUserById(db, userId);
      if (user?.risk_accepted_at == null && !body.acceptRisk) fail('RISK_NOT_ACCEPTED');
      await users.verifyPayPassword(userId, body.payPassword);
      const now = clock.now();
      const terms = projectTerms(p, body.amount, now);
      const items = schedule(terms);
      const exponent = (await settings.all()).currencyExponent;
      return commit.run(async (trx) => {
        await lockMember(trx, userId);
        if (!(await addRaised(trx, p.id, body.amount, now))) {
          const current = await findProject(trx, p.id);
          if (current && current.raised + body.amount > current.scale) {
            fail('INVEST_OVER_SCALE', { remaining: formatMinor(current.scale - current.raised, exponent) });
          }
          fail('PROJECT_NOT_FUNDRAISING');
        }
        const discount =
          couponId === null
            ? 0
            : await takeCoupon(trx, { userId, memberCouponId: couponId, amount: body.amount, now, exponent });
        const postings = await spendPostings(trx, userId, body.amount - discount, SPEND_ORDER.invest);
        if (discount > 0) postings.push({ account: platform('promotion'), amount: -discount });
        const fromInternal = postings
          .filter((posting) => posting.account.owner === 'member' && posting.account.kind === 'internal')
          .reduce((sum, posting) => sum - posting.amount, 0);
        postings.push({ account: projectAccount(p.id, 'principal'), amount: body.amount });
        const investmentId = await insertInvestment(trx, {
          user_id: userId,
          project_id: p.id,
          principal: body.amount,
          daily_rate_ppm: terms.dailyRatePpm,
          cycle_days: terms.cycleDays,
          repay_type: terms.repayType,
          invested_at: now,
          status: 'holding',
          next_due_at: items[0].dueAt,
          interest_total: totals(items).totalInterest,
          internal_principal: fromInternal,
          discount,
          // Set to the real entry below; the entry's reference needs the investment's id first.
          entry_id: 0,
        });
        const entryId = await postEntry(trx, {
          type: 'INVESTED',
          actor: `member:${userId}`,
          now,
          reference: investmentReference(investmentId),
          requestKey: commit.requestKey,
          postings,
        });
        await setInvestmentEntry(trx, investmentId, entryId);
        if (couponId !== null) {
          await insertCouponUse(trx, {
            member_coupon_id: couponId,
            investment_id: investmentId,
            discount,
            used_at: now,
          });
        }
        await notify(
          trx,
          userId,
          'investment_made',
          { investmentId, projectId: p.id, amount: body.amount },
          now,
        );
        if (user?.risk_accepted_at == null) await updateUser(trx, userId, { risk_accepted_at: now });
        await members.raiseSvip(trx, userId, now);
        return { id: investmentId };
      });
    },

    /**
     * The reflection period: the whole principal goes back to where it came from (the member's
     * wallets, and a coupon's discount to the promotion account), and an unexpired coupon gets its
     * use back.
     */
    async revoke(userId: number, investmentId: number, commit: Commit) {
      const now = clock.now();
      const s = await settings.all();
      return commit.run(async (trx) => {
        await lockMember(trx, userId);
        const inv = ownedBy(await findInvestment(trx, investmentId), userId);
        const p = await findProject(trx, inv.project_id);
        if (!p) fail('NOT_FOUND');
        const stats = (await statsOf(trx, [p.id])).get(p.id) ?? NO_STATS;
        const open = projectPhase(p, stats, now) === 'fundraising';
        if (!open || now >= inv.invested_at + s.revokeWindowHours * HOUR_MS) fail('REVOKE_CLOSED');
        if (!(await markRevoked(trx, inv.id, now))) fail('REVOKE_CLOSED');
        await subtractRaised(trx, p.id, inv.principal);
        const original = await memberPostingsOf(trx, inv.entry_id);
        await postEntry(trx, {
          type: 'REVOKE',
          actor: `member:${userId}`,
          now,
          reference: investmentReference(inv.id),
          reversesId: inv.entry_id,
          requestKey: `revoke:${inv.id}`,
          postings: [
            ...original.map((o) => ({
              account: memberWallet(o.owner_id, o.kind as Parameters<typeof memberWallet>[1]),
              amount: -o.amount,
            })),
            { account: projectAccount(p.id, 'principal'), amount: -inv.principal },
            ...(inv.discount > 0 ? [{ account: platform('promotion'), amount: inv.discount }] : []),
          ],
        });
        await returnCouponUse(trx, inv.id, now);
        await notify(
          trx,
          userId,
          'investment_revoked',
          { investmentId: inv.id, projectId: p.id, amount: inv.principal },
          now,
        );
        return null;
      });
    },

    async userInvest(
      userId: number,
      q: { page: number; size: number; state: InvestmentState | 'all' },
      lang: LanguageCode,
    ) {
      const [rows, total, sums] = await Promise.all([
        userInvestments(db, userId, q.state, q.size, (q.page - 1) * q.size),
        countUserInvestments(db, userId, q.state),
        userTotals(db, userId),
      ]);
      return {
        list: await views(rows, lang),
        pagination: { page: q.page, size: q.size, total },
        totals: sums,
      };
    },

    /** Shareholding details: the schedule with each item paid or not, and the ledger lines behind it. */
    async userInvestDetail(userId: number, id: number, lang: LanguageCode): Promise<TInvestmentDetail> {
      const inv = ownedBy(await findInvestment(db, id), userId);
      const [[view], payouts, lines] = await Promise.all([
        views([inv], lang),
        payoutsOf(db, inv.id),
        ledgerLinesOf(db, userId, investmentReference(inv.id)),
      ]);
      // Payouts count schedule items in order (`days_paid`), not the item's due day: a DEBT
      // investment's one item is due on day N and is payout 1.
      const paidAt = (n: number) => payouts.find((p) => p.day === n)?.paid_at ?? null;
      const now = clock.now();
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
    },
  };
}

export type InvestService = ReturnType<typeof createInvestService>;
