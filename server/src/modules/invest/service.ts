import { ErrorCode, type LanguageCode, type TInvestCheck, type TInvestmentDetail } from '@club/contract';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { ownedBy } from '../../kernel/access';
import { HOUR_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Publisher } from '../../kernel/events';
import { errorMessage } from '../../kernel/i18n';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet, platform, projectAccount } from '../../money/accounts';
import { formatMinor } from '../../money/amount';
import { postEntry } from '../../money/ledger';
import { rates, schedule, totals } from '../../money/schedule';
import { SPEND_ORDER, spendable, spendPostings } from '../../money/spend';
import { insertCouponUse, returnCouponUse } from '../coupon/repo';
import { takeCoupon } from '../coupon/use';
import type { MemberService } from '../member/service';
import { notify } from '../message/notify';
import { projectPhase } from '../project/lifecycle';
import { addRaised, findProject, NO_STATS, statsOf, subtractRaised } from '../project/repo';
import type { SettingsService } from '../settings/service';
import { findUserById, lockMember, updateUser } from '../user/repo';
import type { UserService } from '../user/service';
import type { WithdrawService } from '../withdraw/service';
import { couponChoice, problems } from './checks';
import type { InvestEvents } from './events';
import {
  findInvestment,
  type InvestmentRow,
  type InvestmentState,
  insertInvestment,
  ledgerLinesOf,
  markRevoked,
  memberPostingsOf,
  payoutsOf,
  setInvestmentEntry,
  userInvestmentsPage,
  userTotals,
} from './repo';
import { investmentReference, projectTerms } from './terms';
import { investmentDetail, investmentViews, riskWarning, scheduleView } from './views';

/**
 * Investing (PRODUCT.md §7), what a member does: check an investment before making it, invest,
 * revoke within the reflection period, and follow their investments. The preconditions are in
 * `checks.ts`, the views in `views.ts`; the settlement job that pays schedules and rebates is
 * `settlement.ts`.
 */
export function createInvestService(deps: {
  db: Db;
  clock: Clock;
  events: Publisher<Trx, InvestEvents>;
  settings: SettingsService;
  users: UserService;
  members: MemberService;
  withdraw: WithdrawService;
}) {
  const { db, clock, events, settings, users, members } = deps;

  async function loadProject(id: number) {
    const p = await findProject(db, id);
    if (!p || p.status === 'draft') fail('NOT_FOUND');
    return p;
  }

  const views = (rows: InvestmentRow[], lang: LanguageCode) =>
    investmentViews(db, settings, rows, lang, clock);

  return {
    async check(
      userId: number,
      body: { projectId: number; amount: number; couponId?: number | null },
      lang: LanguageCode,
    ): Promise<TInvestCheck> {
      const p = await loadProject(body.projectId);
      const items = schedule(projectTerms(p, body.amount, clock.now()));
      const user = await findUserById(db, userId);
      const coupon = await couponChoice(deps, userId, body.amount, body.couponId);
      return {
        schedule: scheduleView(items),
        ...totals(items),
        ...rates(p.daily_rate_ppm),
        riskWarning: await riskWarning(db, p, lang),
        riskAcceptanceRequired: user?.risk_accepted_at == null,
        spendable: await spendable(db, userId, SPEND_ORDER.invest),
        remaining: Math.max(0, p.scale - p.raised),
        coupons: coupon.coupons,
        couponId: coupon.chosen?.id ?? null,
        discount: coupon.discount,
        pay: body.amount - coupon.discount,
        blockers: (await problems(deps, userId, p, body.amount, coupon)).map((b) => ({
          name: b.name,
          code: ErrorCode[b.name],
          message: errorMessage(lang, b.name, b.params),
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
        deps,
        userId,
        p,
        body.amount,
        await couponChoice(deps, userId, body.amount, couponId),
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
        await events.emit(trx, 'investment.made', { userId, investmentId, principal: body.amount, now });
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
        await events.emit(trx, 'investment.revoked', {
          userId,
          investmentId: inv.id,
          principal: inv.principal,
          investedAt: inv.invested_at,
          now,
        });
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
      const [{ rows, total }, sums] = await Promise.all([
        userInvestmentsPage(db, userId, q.state, q),
        userTotals(db, userId),
      ]);
      return { ...pageOf(await views(rows, lang), q, total), totals: sums };
    },

    /** Shareholding details: the schedule with each item paid or not, and the ledger lines behind it. */
    async userInvestDetail(userId: number, id: number, lang: LanguageCode): Promise<TInvestmentDetail> {
      const inv = ownedBy(await findInvestment(db, id), userId);
      const [[view], payouts, lines] = await Promise.all([
        views([inv], lang),
        payoutsOf(db, inv.id),
        ledgerLinesOf(db, userId, investmentReference(inv.id)),
      ]);
      return investmentDetail(view, inv, payouts, lines, lang, clock.now());
    },
  };
}

export type InvestService = ReturnType<typeof createInvestService>;
