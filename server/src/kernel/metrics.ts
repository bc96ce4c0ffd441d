import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db';

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one process).
 * The process (heap, event-loop lag, GC) comes from prom-client's defaults; requests, queries and
 * jobs are counted as they happen; what costs a query (the money figures) is read when scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time the database took per query (failed: the query threw)',
    labelNames: ['failed'] as const,
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a scheduled job run took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'job_last_success_timestamp_seconds',
    help: 'When each job last finished without an error',
    labelNames: ['job'] as const,
    registers,
  });

  return {
    registry,
    /** Counts every answer under its route template, so the label set stays small. */
    instrument(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        requestSeconds.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
    /** Watches the database: every query's duration, and PostgreSQL's pool when there is one. */
    watchDatabase(database: DbHandle) {
      database.queries.observe = (ms, failed) => querySeconds.observe({ failed: String(failed) }, ms / 1000);
      const pool = database.pool;
      if (!pool) return;
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool: connections by state (waiting: callers queued for one)',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const p = pool();
          this.set({ state: 'total' }, p.total);
          this.set({ state: 'idle' }, p.idle);
          this.set({ state: 'waiting' }, p.waiting);
        },
      });
    },
    /** What the scheduler reports after each job run. */
    jobRan(job: string, ms: number, failed: boolean) {
      jobRuns.inc({ job, outcome: failed ? 'failed' : 'ok' });
      jobSeconds.observe({ job }, ms / 1000);
      if (!failed) jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    /** A gauge read when scraped; modules add their own (sockets, queues, budgets). */
    gauge(
      name: string,
      help: string,
      read: (set: (value: number, labels?: Record<string, string>) => void) => void | Promise<void>,
      labelNames: string[] = [],
    ) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          await read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
