import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../kernel/clock';
import { Scheduler } from './scheduler';

describe('scheduler', () => {
  it('reports each run with its duration and outcome', async () => {
    const runs: [string, boolean][] = [];
    const scheduler = new Scheduler(systemClock(), pino({ level: 'silent' }), (job, ms, failed) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      runs.push([job, failed]);
    });
    scheduler.add({ name: 'fine', everySeconds: 60, run: async () => {} });
    scheduler.add({
      name: 'broken',
      everySeconds: 60,
      run: async () => {
        throw new Error('boom');
      },
    });
    await scheduler.runDue();
    expect(runs).toEqual([
      ['fine', false],
      ['broken', true],
    ]);
  });

  it('stop lets the job under way finish and starts no other', async () => {
    const done: string[] = [];
    let release: () => void = () => {};
    const scheduler = new Scheduler(systemClock(), pino({ level: 'silent' }));
    scheduler.add({
      name: 'long',
      everySeconds: 60,
      run: () =>
        new Promise<void>((resolve) => {
          release = () => {
            done.push('long');
            resolve();
          };
        }),
    });
    scheduler.add({ name: 'next', everySeconds: 60, run: async () => void done.push('next') });
    void scheduler.runDue();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = scheduler.stop();
    setTimeout(() => release(), 50);
    await stopped;
    expect(done).toEqual(['long']);
    await scheduler.runDue();
    expect(done).toEqual(['long']);
  });
});
