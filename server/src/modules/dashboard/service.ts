import type { TDashboardSummary } from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { platform } from '../../money/accounts';
import { balanceOf } from '../../money/ledger-repo';
import { verifyLedger } from '../../money/verify';
import { pendingTotals } from '../rewards/repo';
import type { SettingsService } from '../settings/service';
import {
  countActiveVips,
  countMembers,
  membersByDay,
  pendingCounts,
  rechargesByDay,
  rechargesIn,
  type Window,
  withdrawalsByDay,
  withdrawalsIn,
} from './repo';

/** Today and the six UTC days before it. */
const DAYS = 7;

/** The back office's home: members, money in and out, what waits for an operator, the ledger's health. */
export function createDashboardService(deps: { db: Db; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;

  return {
    async summary(): Promise<TDashboardSummary> {
      const now = clock.now();
      const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
      const today: Window = { from: todayStart, to: todayStart + DAY_MS };
      const week: Window = { from: todayStart - (DAYS - 1) * DAY_MS, to: today.to };
      const [
        s,
        total,
        newToday,
        newWeek,
        activeVips,
        inToday,
        inWeek,
        outToday,
        outWeek,
        joinedByDay,
        inByDay,
        outByDay,
        pending,
        checks,
        budget,
        waiting,
      ] = await Promise.all([
        settings.all(),
        countMembers(db),
        countMembers(db, today.from),
        countMembers(db, week.from),
        countActiveVips(db, now),
        rechargesIn(db, today),
        rechargesIn(db, week),
        withdrawalsIn(db, today),
        withdrawalsIn(db, week),
        membersByDay(db, week, DAY_MS),
        rechargesByDay(db, week, DAY_MS),
        withdrawalsByDay(db, week, DAY_MS),
        pendingCounts(db),
        verifyLedger(db),
        balanceOf(db, platform('marketing')),
        pendingTotals(db),
      ]);
      const days = Array.from({ length: DAYS }, (_, day) => {
        const money = (rows: { day: number; n: number; amount: number }[]) => {
          const r = rows.find((x) => x.day === day);
          return { count: r?.n ?? 0, amount: r?.amount ?? 0 };
        };
        return {
          day: new Date(week.from + day * DAY_MS).toISOString().slice(0, 10),
          newMembers: joinedByDay.find((x) => x.day === day)?.n ?? 0,
          moneyIn: money(inByDay),
          moneyOut: money(outByDay),
        };
      });
      return {
        at: new Date(now).toISOString(),
        currency: s.currency,
        currencyExponent: s.currencyExponent,
        members: { total, newToday, newLast7Days: newWeek },
        activeVips,
        moneyIn: { today: inToday, last7Days: inWeek },
        moneyOut: { today: outToday, last7Days: outWeek },
        days,
        pending,
        ledger: { ok: checks.every((c) => c.ok), checks },
        marketing: { balance: budget, pendingCount: waiting.count, pendingAmount: waiting.amount },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
