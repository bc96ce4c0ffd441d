import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelId,
  creditInternal,
  decideWithdrawal,
  freshCommit,
  fundByBankRecharge,
  memberWithVerifiedCard,
} from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { verifyLedger } from './verify';

/**
 * Random sequences of the real money flows (recharges confirmed by an operator, withdrawals approved
 * or rejected, promotional credits, each money decision with its second operator where four eyes
 * apply) against a model of what each wallet should hold.
 */
describe.each(DIALECTS)('money flows keep every invariant (%s)', (dialect) => {
  let t: TestApp;
  let withdrawChannel: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db
      .insertInto('settings')
      .values({ key: 'withdrawDailyLimit', value: '10000', updated_at: 0 })
      .execute();
    withdrawChannel = await channelId(t, 'withdraw_channels', 'bank');
  });
  afterAll(() => t.close());

  it('for any sequence of recharges, withdrawals and credits', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('recharge' as const), amount: fc.integer({ min: 1_000, max: 500_000 }) }),
      fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        amount: fc.integer({ min: 1_000, max: 300_000 }),
        approve: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const m = await memberWithVerifiedCard(t);
        const model = { recharge: 0, internal: 0, frozen: 0 };
        for (const o of ops) {
          if (o.kind === 'recharge') {
            await fundByBankRecharge(t, m.id, o.amount);
            model.recharge += o.amount;
          } else if (o.kind === 'credit') {
            await creditInternal(t, { userId: m.id, amount: o.amount, reason: 'model' });
            model.internal += o.amount;
          } else {
            const body = {
              channelId: withdrawChannel,
              amount: o.amount,
              accountId: m.cardId,
              payPassword: '135790',
            };
            if (o.amount > model.recharge) {
              await expect(
                t.services.withdraw.submit(m.id, body, 'en', freshCommit(t)),
              ).rejects.toMatchObject({
                errorName: 'INSUFFICIENT_BALANCE',
              });
              continue;
            }
            const order = await t.services.withdraw.submit(m.id, body, 'en', freshCommit(t));
            // At or above `fourEyesAmount` an approval takes a second operator's.
            const decided = await decideWithdrawal(
              t,
              order.id,
              o.approve ? 'success' : 'failed',
              o.approve ? undefined : 'model',
            );
            expect(decided.state).toBe(o.approve ? 'success' : 'failed');
            if (o.approve) model.recharge -= o.amount;
          }
        }
        const income = await t.services.funds.income(m.id);
        expect(income).toMatchObject({
          recharge: model.recharge,
          internal: model.internal,
          frozen: 0,
          available: model.recharge,
        });
        expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
