import type { TRechargeOrder } from '@club/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DialectName } from '../../db';
import { verifyLedger } from '../../money/verify';
import { api, type Client, freshKey, operatorApi, registerMember } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

export const SECRETS = { PAY_TRON_SECRET: 'tron-secret', PAY_DZD_SECRET: 'dzd-secret' };

/**
 * One app per `describe` with both providers' secrets and the DZD channel switched on, an operator
 * signed in and the recharge channels' ids; the ledger must verify when it closes. `app` is filled in
 * by the time the tests run.
 */
export function useRechargeApp(dialect: DialectName) {
  const app = {} as { t: TestApp; ops: Client; bankId: number; usdtId: number; dzdId: number };
  beforeAll(async () => {
    const t = await createTestApp(dialect, SECRETS);
    await t.db.updateTable('recharge_channels').set({ enabled: 1 }).where('code', '=', 'dzd').execute();
    const ops = await operatorApi(t);
    const channels = await t.db.selectFrom('recharge_channels').select(['id', 'code']).execute();
    const id = (code: string) => channels.find((c) => c.code === code)?.id ?? 0;
    Object.assign(app, { t, ops, bankId: id('bank'), usdtId: id('usdt-trc20'), dzdId: id('dzd') });
  });
  afterAll(async () => {
    expect((await verifyLedger(app.t.db)).filter((c) => !c.ok)).toEqual([]);
    await app.t.close();
  });

  async function member() {
    const m = await registerMember(app.t);
    return { token: m.tokens.token };
  }

  const submit = (token: string, body: object, idempotencyKey = freshKey()) =>
    api(app.t).post<TRechargeOrder>('recharge/recharge/submit', body, { token, idempotencyKey });

  const balance = async (token: string) =>
    (await api(app.t).get<{ recharge: number }>('user/info/income', { token })).body.data.recharge;

  const decide = (action: 'confirm' | 'reject', body: object) =>
    app.ops.post(`recharge/order/${action}`, body, { idempotencyKey: freshKey() });

  return { app, member, submit, balance, decide };
}
