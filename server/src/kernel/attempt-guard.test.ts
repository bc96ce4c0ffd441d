import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authArtifactsCleanup } from '../modules/auth/cleanup-job';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { type AttemptRule, createAttemptGuard } from './attempt-guard';
import { findGuard } from './attempt-guard-repo';

const RULE: AttemptRule = { max: 3, lockMinutes: 10, locked: 'LOGIN_LOCKED' };
const MINUTE_S = 60;

describe.each(DIALECTS)('attempt guard (%s)', (dialect) => {
  let t: TestApp;
  let guard: ReturnType<typeof createAttemptGuard>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    guard = createAttemptGuard(t.db, t.clock);
  });
  afterAll(() => t.close());

  const locked = (minutes: number) => ({ errorName: 'LOGIN_LOCKED', params: { minutes } });

  it('counts each attempt when it is claimed, so a claim never followed by a check (a crash) is a failure', async () => {
    const positions = [];
    for (let i = 0; i < 3; i++) positions.push((await guard.claim('crash', RULE)).position);
    expect(positions).toEqual([1, 2, 3]);
    // No lock was set (nothing was checked), but every slot is taken until the window ends.
    t.clock.advance(4 * MINUTE_S);
    await expect(guard.claim('crash', RULE)).rejects.toMatchObject(locked(6));
    t.clock.advance(6 * MINUTE_S);
    expect((await guard.claim('crash', RULE)).position).toBe(1);
  });

  it('tells how many tries are left, locks on a wrong answer in the last slot, and clears on a right one', async () => {
    expect(await guard.failed(await guard.claim('wrong', RULE))).toBe(2);
    expect(await guard.failed(await guard.claim('wrong', RULE))).toBe(1);
    const last = await guard.claim('wrong', RULE);
    await expect(guard.failed(last)).rejects.toMatchObject(locked(10));
    t.clock.advance(9 * MINUTE_S);
    await expect(guard.claim('wrong', RULE)).rejects.toMatchObject(locked(1));
    t.clock.advance(MINUTE_S);
    const after = await guard.claim('wrong', RULE);
    expect(after.position).toBe(1);
    expect((await findGuard(t.db, 'wrong'))?.locked_until).toBeNull();

    await guard.failed(await guard.claim('wrong', RULE));
    await guard.succeeded(await guard.claim('wrong', RULE));
    expect((await guard.claim('wrong', RULE)).position).toBe(1);
  });

  it('a right answer that clears the count also stops a lock racing it', async () => {
    const right = await guard.claim('race', RULE);
    await guard.claim('race', RULE);
    const last = await guard.claim('race', RULE);
    await guard.succeeded(right);
    // The last slot's wrong answer lands after the success: refused, but the subject is not locked.
    await expect(guard.failed(last)).rejects.toMatchObject(locked(10));
    expect((await guard.claim('race', RULE)).position).toBe(1);
  });

  it('gives back a slot whose secret was not checked', async () => {
    await guard.claim('slider', RULE);
    const second = await guard.claim('slider', RULE);
    await guard.release(second);
    expect((await guard.claim('slider', RULE)).position).toBe(2);
  });

  it('the cleanup job drops rows that count nothing any more and keeps a lock that still runs', async () => {
    await guard.claim('stale', RULE);
    const long: AttemptRule = { ...RULE, max: 1, lockMinutes: 4 * 24 * 60 };
    await expect(guard.failed(await guard.claim('long-lock', long))).rejects.toMatchObject({
      errorName: 'LOGIN_LOCKED',
    });
    t.clock.advance(3 * 24 * 60 * MINUTE_S);
    await authArtifactsCleanup(t.db).run(t.clock.now());
    expect(await findGuard(t.db, 'stale')).toBeUndefined();
    expect(await findGuard(t.db, 'long-lock')).toBeDefined();
    expect((await guard.claim('stale', RULE)).position).toBe(1);
  });
});
