import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Metrics } from '../../kernel/metrics';
import { defineModule } from '../../kernel/module';
import { platform } from '../../money/accounts';
import { balanceOf, lastEntryId } from '../../money/ledger-repo';
import { waitingQueues } from '../dashboard/repo';
import { pendingTotals } from '../rewards/repo';
import { createHealth } from './health';
import type { Lifecycle } from './lifecycle';
import { opsRoutes } from './routes';

type Needs = {
  config: Config;
  db: Db;
  redis?: Redis;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** The mean event-loop delay of the last sample (under-pressure's), in milliseconds. */
  eventLoopDelay: () => number;
};

/** `read`, asked at most once per `ms`: the calls in between share its answer. */
function sharedFor<T>(ms: number, read: () => Promise<T>) {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) last = { at: now, value: read() };
    return last.value;
  };
}

/**
 * Operating the club: health probes, and the metrics an operator watches — requests and jobs
 * (counted where they happen), the queues that wait for an operator, the marketing budget.
 */
export const opsModule = defineModule<Needs>()({
  name: 'ops',
  create: ({ config, db, redis, metrics, lifecycle, eventLoopDelay }) => {
    const health = createHealth({
      db,
      redis,
      eventLoopDelay,
      maxEventLoopDelay: config.server.maxEventLoopDelay,
      stopping: () => lifecycle.stopping,
    });
    metrics.gauge('club_ready', 'Readiness as the probe sees it (1 ready, 0 not)', async (set) =>
      set((await health.readiness()).ready ? 1 : 0),
    );
    // The three queue gauges of one scrape read the queues once.
    const queues = sharedFor(1000, () => waitingQueues(db));
    metrics.gauge(
      'club_queue_orders',
      'Orders waiting for an operator, by queue (recharge, withdraw)',
      async (set) => {
        const q = await queues();
        set(q.recharges.count, { queue: 'recharge' });
        set(q.withdrawals.count, { queue: 'withdraw' });
      },
      ['queue'],
    );
    metrics.gauge(
      'club_queue_amount_minor',
      'Sum of the orders waiting for an operator, in minor units (cents)',
      async (set) => {
        const q = await queues();
        set(q.recharges.amount, { queue: 'recharge' });
        set(q.withdrawals.amount, { queue: 'withdraw' });
      },
      ['queue'],
    );
    metrics.gauge(
      'club_queue_oldest_age_seconds',
      'Age of the oldest order waiting for an operator (0 when none waits)',
      async (set) => {
        const q = await queues();
        const age = (oldestAt: number | null) => (oldestAt === null ? 0 : (Date.now() - oldestAt) / 1000);
        set(age(q.recharges.oldestAt), { queue: 'recharge' });
        set(age(q.withdrawals.oldestAt), { queue: 'withdraw' });
      },
      ['queue'],
    );
    metrics.gauge('club_marketing_budget_minor', 'The marketing budget, in minor units', async (set) =>
      set(await balanceOf(db, platform('marketing'))),
    );
    metrics.gauge(
      'club_marketing_rewards_pending_minor',
      'Rewards waiting for the marketing budget, in minor units',
      async (set) => set((await pendingTotals(db)).amount),
    );
    metrics.gauge('club_ledger_entries', 'Ledger entries ever posted', async (set) =>
      set(await lastEntryId(db)),
    );
    return { health };
  },
  routes: (app, { health, metrics, config }) =>
    opsRoutes(app, { health, metrics, metricsToken: config.metricsToken }),
});
