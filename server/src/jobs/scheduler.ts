import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../kernel/clock';
import type { Job } from '../kernel/job';

export class Scheduler {
  private readonly jobs: Job[] = [];
  private readonly lastRun = new Map<string, number>();
  private cron?: Cron;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: Job) {
    this.jobs.push(job);
  }

  /** Runs every job whose interval has passed on the server clock; calls are serialised. */
  runDue(): Promise<void> {
    this.running = this.running.then(async () => {
      const now = this.clock.now();
      for (const job of this.jobs) {
        const last = this.lastRun.get(job.name);
        if (last !== undefined && now - last < job.everySeconds * 1000) continue;
        this.lastRun.set(job.name, now);
        try {
          await job.run(now);
        } catch (err) {
          this.log.error({ err, job: job.name }, 'job failed');
        }
      }
    });
    return this.running;
  }

  start() {
    this.cron = new Cron('*/15 * * * * *', () => {
      void this.runDue();
    });
  }

  async stop() {
    this.cron?.stop();
    await this.running;
  }
}
