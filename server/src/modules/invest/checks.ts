import type { INVEST_BLOCKERS } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { formatMinor } from '../../money/amount';
import { SPEND_ORDER, spendable } from '../../money/spend';
import { investCoupons } from '../coupon/use';
import type { MemberService } from '../member/service';
import { projectPhase } from '../project/lifecycle';
import { NO_STATS, type ProjectRow, statsOf } from '../project/repo';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../user/service';
import type { WithdrawService } from '../withdraw/service';

type Blocker = (typeof INVEST_BLOCKERS)[number];
export type Problem = { name: Blocker; params?: Record<string, string> };

/** What the checks read: the member's standing, their card and pay password, the project, the wallets. */
export type CheckDeps = {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  users: UserService;
  members: MemberService;
  withdraw: WithdrawService;
};

/** Every precondition of PRODUCT.md §7 that fails for this member, project and amount, in the order the member fixes them. */
export async function problems(
  deps: CheckDeps,
  userId: number,
  p: ProjectRow,
  amount: number,
  coupon: { discount: number; problem?: Problem } = { discount: 0 },
): Promise<Problem[]> {
  const { db, clock, settings, users, members, withdraw } = deps;
  const s = await settings.all();
  const money = (v: number) => formatMinor(v, s.currencyExponent);
  const found: Problem[] = [];
  if (!(await members.isActive(userId))) found.push({ name: 'MEMBERSHIP_REQUIRED' });
  if (s.requireVerifiedCard && (await withdraw.cardStatus(userId)).status !== 'verified') {
    found.push({ name: 'CARD_NOT_VERIFIED' });
  }
  if (!(await users.person(userId)).hasPayPassword) found.push({ name: 'PAY_PASSWORD_NOT_SET' });
  const stats = (await statsOf(db, [p.id])).get(p.id) ?? NO_STATS;
  const phase = projectPhase(p, stats, clock.now());
  if (phase === 'scheduled') found.push({ name: 'PROJECT_NOT_STARTED' });
  else if (phase !== 'fundraising') found.push({ name: 'PROJECT_NOT_FUNDRAISING' });
  else if (amount < p.single) found.push({ name: 'INVEST_BELOW_MINIMUM', params: { min: money(p.single) } });
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
export async function couponChoice(
  deps: Pick<CheckDeps, 'db' | 'clock' | 'settings'>,
  userId: number,
  amount: number,
  requested: number | null | undefined,
) {
  const { db, clock, settings } = deps;
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
