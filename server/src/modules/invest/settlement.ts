import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db, DialectName, Trx } from '../../db';
import { HOUR_MS } from '../../kernel/calendar';
import type { Publisher } from '../../kernel/events';
import { JOB_STEP_ROWS, type Job, letRequestsIn } from '../../kernel/job';
import { type AccountRef, accountKey, memberWallet, projectAccount } from '../../money/accounts';
import { applyRate, parseRate } from '../../money/amount';
import { type EntryInput, type Posting, postEntries } from '../../money/ledger';
import { balanceOf } from '../../money/ledger-repo';
import { type ScheduleItem, schedule } from '../../money/schedule';
import { notify } from '../message/notify';
import { clearShortfalls, markShortfall } from '../project/repo';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import type { InvestEvents } from './events';
import { rebateMemo } from './rebate-memo';
import {
  claimDay,
  claimDays,
  dueInvestments,
  holdingInvestments,
  type InvestmentRow,
  insertPayouts,
  invitersOf,
  markRebatesPaid,
  rebatesDue,
} from './repo';
import type { InvestmentPayoutsTable } from './tables';
import { investmentReference, termsOf } from './terms';

/**
 * Where a day's principal goes back to. Principal paid with promotional credit returns to `internal`,
 * first, so it never becomes withdrawable (PRODUCT.md §2); the rest to `income`. Interest, even on
 * promotional principal, goes to `income`: it is the project's own revenue, not the promotion.
 */
function capitalTo(
  inv: InvestmentRow,
  items: ScheduleItem[],
  day: number,
): [AccountRef, number, 'CAPITAL'][] {
  const paidBefore = items.slice(0, day - 1).reduce((sum, i) => sum + i.principal, 0);
  const principal = items[day - 1].principal;
  const toInternal = Math.min(principal, Math.max(0, inv.internal_principal - paidBefore));
  return [
    [memberWallet(inv.user_id, 'internal'), toInternal, 'CAPITAL'],
    [memberWallet(inv.user_id, 'income'), principal - toInternal, 'CAPITAL'],
  ];
}

/**
 * One transaction's payouts: the project balances it read, as its payouts so far leave them, and the
 * entries and payout rows it writes at the end, all at once (`postEntries`).
 */
type Batch = {
  trx: Trx;
  /** How a batch's claims are made (`claimDays`). */
  dialect: DialectName;
  now: number;
  balances: Map<string, number>;
  entries: (EntryInput & { requestKey: string })[];
  payouts: (Omit<Insertable<InvestmentPayoutsTable>, 'entry_id'> & { requestKey: string })[];
};

async function balanceIn(batch: Batch, ref: AccountRef) {
  const key = accountKey(ref);
  const known = batch.balances.get(key);
  if (known !== undefined) return known;
  const balance = Number(await balanceOf(batch.trx, ref));
  batch.balances.set(key, balance);
  return balance;
}

/** Where a day's payout is taken from: its principal account's part, and its returns account's part. */
type Cover = { fromPrincipal: number; fromReturns: number };

/**
 * How the project pays one schedule day: interest from its returns, principal from its principal
 * account and, where that was disbursed, from its returns; undefined when it cannot cover the whole
 * item. Reads the balances as the batch's payouts so far leave them.
 */
async function coverDay(batch: Batch, inv: InvestmentRow, item: ScheduleItem): Promise<Cover | undefined> {
  const inPrincipal = await balanceIn(batch, projectAccount(inv.project_id, 'principal'));
  const inReturns = await balanceIn(batch, projectAccount(inv.project_id, 'returns'));
  const fromPrincipal = Math.min(item.principal, inPrincipal);
  const fromReturns = item.interest + item.principal - fromPrincipal;
  return fromReturns > inReturns ? undefined : { fromPrincipal, fromReturns };
}

/** Takes a covered day's payout off the batch's project balances (read by `coverDay` just before). */
function spend(batch: Batch, inv: InvestmentRow, cover: Cover) {
  const principal = accountKey(projectAccount(inv.project_id, 'principal'));
  const returns = accountKey(projectAccount(inv.project_id, 'returns'));
  batch.balances.set(principal, (batch.balances.get(principal) ?? 0) - cover.fromPrincipal);
  batch.balances.set(returns, (batch.balances.get(returns) ?? 0) - cover.fromReturns);
}

/** Adds a claimed day's entry and payout rows to the batch, under the day's unique request key. */
function record(batch: Batch, inv: InvestmentRow, items: ScheduleItem[], day: number, cover: Cover) {
  const item = items[day - 1];
  const principalAccount = projectAccount(inv.project_id, 'principal');
  const returnsAccount = projectAccount(inv.project_id, 'returns');
  const income = memberWallet(inv.user_id, 'income');
  const lines: [AccountRef, number, Posting['type']][] = [
    [returnsAccount, -item.interest, item.interestType],
    [income, item.interest, item.interestType],
    [principalAccount, -cover.fromPrincipal, 'CAPITAL'],
    [returnsAccount, -(item.principal - cover.fromPrincipal), 'CAPITAL'],
    ...capitalTo(inv, items, day),
  ];
  const requestKey = `payout:${inv.id}:${day}`;
  batch.entries.push({
    type: item.interest > 0 ? item.interestType : 'CAPITAL',
    actor: 'system',
    now: batch.now,
    reference: investmentReference(inv.id),
    requestKey,
    postings: lines
      .filter(([, amount]) => amount !== 0)
      .map(([account, amount, type]) => ({ account, amount, type })),
  });
  const parts: [string, number][] = [
    [item.interestType, item.interest],
    ['CAPITAL', item.principal],
  ];
  for (const [type, amount] of parts) {
    if (amount > 0)
      batch.payouts.push({ investment_id: inv.id, day, type, amount, paid_at: batch.now, requestKey });
  }
}

/** The schedule days of an investment due at `now` and not yet paid, oldest first. */
function dueDays(inv: InvestmentRow, items: ScheduleItem[], now: number) {
  const days: number[] = [];
  for (let day = inv.days_paid + 1; day <= items.length && items[day - 1].dueAt <= now; day++) days.push(day);
  return days;
}

/**
 * Pays one schedule day, claimed on its own (`claimDay`). Returns false (paying nothing) when the
 * project cannot cover the whole item; true when paid or already paid by another run.
 */
async function payDay(batch: Batch, inv: InvestmentRow, items: ScheduleItem[], day: number) {
  const cover = await coverDay(batch, inv, items[day - 1]);
  if (!cover) return false;
  const next = items[day];
  const item = items[day - 1];
  if (!(await claimDay(batch.trx, inv, day, { ...item, nextDueAt: next ? next.dueAt : null }))) return true;
  spend(batch, inv, cover);
  record(batch, inv, items, day, cover);
  return true;
}

/** Marks a project short (once) and tells its investors it waits for repayment. */
async function goShort(trx: Trx, projectId: number, now: number) {
  if (await markShortfall(trx, projectId, now)) await tellInvestors(trx, projectId, 'project_waiting', now);
}

/** A batch's claim found investments another run had claimed since they were read. */
class ClaimedElsewhere extends Error {}

/**
 * Pays a batch with one claim for all of it (`claimDays`): every day is planned first, in the order
 * `payBatchByDay` pays them and with the same funding check, as if each claim would win. When one
 * does not (another run, or a rerun, claimed it since `due` was read), the plan counted payouts that
 * will not happen and may have found a project short that is not: throws `ClaimedElsewhere`, so the
 * caller rolls the batch back and pays it day by day instead. Adds the projects found short to `short`.
 */
async function payBatch(batch: Batch, due: InvestmentRow[], short: Set<number>) {
  const plans: { inv: InvestmentRow; items: ScheduleItem[]; days: [number, Cover][] }[] = [];
  const newlyShort: number[] = [];
  for (const inv of due) {
    if (short.has(inv.project_id)) continue;
    const items = schedule(termsOf(inv));
    const days: [number, Cover][] = [];
    for (const day of dueDays(inv, items, batch.now)) {
      const cover = await coverDay(batch, inv, items[day - 1]);
      if (!cover) {
        short.add(inv.project_id);
        newlyShort.push(inv.project_id);
        break;
      }
      spend(batch, inv, cover);
      days.push([day, cover]);
    }
    if (days.length > 0) plans.push({ inv, items, days });
  }
  const claimed = await claimDays(
    batch.trx,
    batch.dialect,
    plans.map(({ inv, items, days }) => {
      const last = days[days.length - 1][0];
      const paid = days.map(([day]) => items[day - 1]);
      return {
        id: inv.id,
        fromDays: days[0][0] - 1,
        toDays: last,
        principal: paid.reduce((sum, i) => sum + i.principal, 0),
        interest: paid.reduce((sum, i) => sum + i.interest, 0),
        nextDueAt: items[last]?.dueAt ?? null,
      };
    }),
  );
  if (claimed.length < plans.length) throw new ClaimedElsewhere();
  for (const { inv, items, days } of plans) {
    for (const [day, cover] of days) record(batch, inv, items, day, cover);
  }
  for (const projectId of newlyShort) await goShort(batch.trx, projectId, batch.now);
}

/** Pays a batch claiming each day on its own: exact whatever another run claimed meanwhile. */
async function payBatchByDay(batch: Batch, due: InvestmentRow[], short: Set<number>) {
  for (const inv of due) {
    if (short.has(inv.project_id)) continue;
    const items = schedule(termsOf(inv));
    for (const day of dueDays(inv, items, batch.now)) {
      if (!(await payDay(batch, inv, items, day))) {
        short.add(inv.project_id);
        await goShort(batch.trx, inv.project_id, batch.now);
        break;
      }
    }
  }
}

/** Writes a batch's entries, then its payout rows, each naming its entry. */
async function writeBatch(batch: Batch) {
  const ids = await postEntries(batch.trx, batch.entries);
  const entryOf = new Map(batch.entries.map((e, i) => [e.requestKey, ids[i]]));
  const rows = batch.payouts.map(({ requestKey, ...row }) => ({
    ...row,
    entry_id: entryOf.get(requestKey) as number,
  }));
  for (let at = 0; at < rows.length; at += PAYOUT_ROWS_PER_INSERT) {
    await insertPayouts(batch.trx, rows.slice(at, at + PAYOUT_ROWS_PER_INSERT));
  }
}

const PAYOUT_ROWS_PER_INSERT = 500;

/**
 * Pays every due schedule day (PRODUCT.md §7), oldest first, in batched transactions. A project that
 * cannot cover an item is marked short and skipped for the rest of the run, so none of its later
 * items jumps ahead; once revenue arrives the next run pays them in order. Each day is claimed with a
 * conditional update and posted under a unique request key, so two processes, a rerun after a crash,
 * or a late run after downtime pay every day exactly once. A batch's days are claimed together
 * (`payBatch`; one statement on PostgreSQL), or, when another run claimed some of them first, the
 * batch is rolled back and paid again claiming day by day (`payBatchByDay`). A batch's entries are written together at its
 * end; requests get the event loop between batches.
 */
async function settle({ db, dialect, settings, events, log }: SettlementDeps, now: number) {
  const { settlementBatchSize } = await settings.all();
  const short = new Set<number>();
  const inBatch = async (due: InvestmentRow[], pay: typeof payBatch) => {
    // The batch's own copy: a batch rolled back must not leave its projects marked short.
    const shortHere = new Set(short);
    const owners = new Map(due.map((inv) => [inv.id, inv.user_id]));
    await db.transaction().execute(async (trx) => {
      const batch: Batch = { trx, dialect, now, balances: new Map(), entries: [], payouts: [] };
      await pay(batch, due, shortHere);
      await writeBatch(batch);
      const payouts = batch.payouts.map((p) => ({
        userId: owners.get(p.investment_id) as number,
        investmentId: p.investment_id,
        type: p.type,
        amount: p.amount,
        paidAt: p.paid_at,
      }));
      if (payouts.length > 0) await events.emit(trx, 'returns.paid', { payouts });
    });
    for (const projectId of shortHere) short.add(projectId);
  };
  for (;;) {
    const due = await dueInvestments(db, now, [...short], settlementBatchSize);
    if (due.length === 0) break;
    const shortBefore = short.size;
    try {
      try {
        await inBatch(due, payBatch);
      } catch (err) {
        if (!(err instanceof ClaimedElsewhere)) throw err;
        log?.info(
          { investments: due.length },
          'settlement batch partly claimed by another run, paid day by day',
        );
        await inBatch(due, payBatchByDay);
      }
    } catch (err) {
      // A racing run moved the same project's balance first: stop here, the next run picks it up.
      log?.warn({ err }, 'settlement batch rolled back');
      break;
    }
    if (due.length < settlementBatchSize && short.size === shortBefore) break;
    await letRequestsIn();
  }
  await db.transaction().execute(async (trx) => {
    for (const p of await clearShortfalls(trx, now)) await tellInvestors(trx, p.id, 'project_resumed', now);
  });
}

/** Tells each member holding the project that it waits for repayment, or pays again. */
async function tellInvestors(
  trx: Trx,
  projectId: number,
  kind: 'project_waiting' | 'project_resumed',
  now: number,
) {
  for (const inv of await holdingInvestments(trx, projectId)) {
    await notify(trx, inv.user_id, kind, { investmentId: inv.id, projectId }, now);
  }
}

/**
 * Once an investment's reflection period is over: its inviters (levels 1–3, PRODUCT.md §8) get their
 * rate of the principal (INVESTREWARD, to `work`), granted from the marketing budget (pending while
 * it cannot cover them), and the investment is published as confirmed (`investment.confirmed`).
 * Marked and granted in one transaction under keys unique per investment (and level).
 */
async function payRebates(deps: SettlementDeps, now: number) {
  const s = await deps.settings.all();
  const ratesPpm = s.inviteRebateRates.map(parseRate);
  for (;;) {
    const due = await rebatesDue(deps.db, now - s.revokeWindowHours * HOUR_MS, JOB_STEP_ROWS);
    for (const inv of due) {
      await payRebatesOf(deps, inv, ratesPpm, now);
      await letRequestsIn();
    }
    if (due.length < JOB_STEP_ROWS) return;
  }
}

async function payRebatesOf(
  { db, events }: SettlementDeps,
  inv: InvestmentRow,
  ratesPpm: number[],
  now: number,
) {
  const inviters = await invitersOf(db, inv.user_id);
  await db.transaction().execute(async (trx) => {
    if (!(await markRebatesPaid(trx, inv.id, now))) return;
    await events.emit(trx, 'investment.confirmed', {
      userId: inv.user_id,
      investmentId: inv.id,
      principal: inv.principal,
      now,
    });
    for (const [index, inviter] of inviters.entries()) {
      const amount = applyRate(inv.principal, ratesPpm[index] ?? 0);
      if (amount <= 0) continue;
      await grantReward(trx, {
        userId: inviter,
        type: 'INVESTREWARD',
        wallet: 'work',
        amount,
        reference: investmentReference(inv.id),
        memo: rebateMemo(index + 1),
        key: `rebate:${inv.id}:${index + 1}`,
        now,
      });
    }
  });
}

type SettlementDeps = {
  db: Db;
  dialect: DialectName;
  settings: SettingsService;
  events: Publisher<Trx, InvestEvents>;
  log?: FastifyBaseLogger;
};

/** The daily run: returns paid as they fall due, then the rebates of investments past reflection. */
export function createSettlement(deps: SettlementDeps) {
  return {
    settle: (now: number) => settle(deps, now),
    payRebates: (now: number) => payRebates(deps, now),
    job(): Job {
      return {
        name: 'investment-settlement',
        everySeconds: 60,
        async run(now) {
          await settle(deps, now);
          await payRebates(deps, now);
        },
      };
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
