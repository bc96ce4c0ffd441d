import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../kernel/clock';
import type { Job } from '../kernel/job';

export class Scheduler {
  private readonly jobs: Job[] = [];
  private readonly lastRun = new Map<string, number>();
  private cron?: Cron;
  private running: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** Told how each run went (the metrics). */
    private readonly ran: (job: string, ms: number, failed: boolean) => void = () => {},
  ) {}

  add(job: Job) {
    this.jobs.push(job);
  }

  /** Runs every job whose interval has passed on the server clock; calls are serialised. */
  runDue(): Promise<void> {
    this.running = this.running.then(async () => {
      const now = this.clock.now();
      for (const job of this.jobs) {
        if (this.stopping) return;
        const last = this.lastRun.get(job.name);
        if (last !== undefined && now - last < job.everySeconds * 1000) continue;
        this.lastRun.set(job.name, now);
        const started = performance.now();
        let failed = false;
        try {
          await job.run(now);
        } catch (err) {
          failed = true;
          this.log.error({ err, job: job.name }, 'job failed');
        }
        this.ran(job.name, performance.now() - started, failed);
      }
    });
    return this.running;
  }

  start() {
    this.cron = new Cron('*/15 * * * * *', () => {
      void this.runDue();
    });
  }

  /** No new job starts; the one under way finishes. */
  async stop() {
    this.stopping = true;
    this.cron?.stop();
    await this.running;
  }
}
