import type { TRechargeOrder, TWithdrawAccount, TWithdrawOrder } from '@club/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DialectName } from '../../db';
import { verifyLedger } from '../../money/verify';
import { api, type Client, channelId, freshKey, operatorApi, registerMember } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

export const CARD = {
  kind: 'bank',
  holderName: 'Ada Lovelace',
  bankName: 'Film Bank',
  accountNumber: '12345678901234',
};

/**
 * One app per `describe` with both payout providers' secrets, an operator signed in and the withdrawal
 * channels' ids; the ledger must verify when it closes. `app` is filled in by the time the tests run.
 * The helpers act as the operator `operator()` returns: a test that signs in again after moving the
 * clock passes its own.
 */
export function useWithdrawApp(dialect: DialectName, operator?: () => Client) {
  const app = {} as { t: TestApp; ops: Client; bankChannel: number; usdtChannel: number };
  const current = () => operator?.() ?? app.ops;
  beforeAll(async () => {
    const t = await createTestApp(dialect, {
      PAY_DZD_SECRET: 'dzd-payout-secret',
      PAY_TRON_SECRET: 'tron-payout-secret',
    });
    const channels = await t.db.selectFrom('withdraw_channels').select(['id', 'code']).execute();
    Object.assign(app, {
      t,
      ops: await operatorApi(t),
      bankChannel: channels.find((c) => c.code === 'bank')?.id ?? 0,
      usdtChannel: channels.find((c) => c.code === 'usdt-trc20')?.id ?? 0,
    });
  });
  afterAll(async () => {
    expect((await verifyLedger(app.t.db)).filter((c) => !c.ok)).toEqual([]);
    await app.t.close();
  });

  const addCard = (token: string, body: object = CARD) =>
    api(app.t).post<TWithdrawAccount>('bank/card/add', body, { token });
  /** An operator's money-moving call, with a key of its own. */
  const decide = (path: string, body: object) => current().post(path, body, { idempotencyKey: freshKey() });
  const income = async (token: string) =>
    (
      await api(app.t).get<{ recharge: number; available: number; frozen: number; work: number }>(
        'user/info/income',
        { token },
      )
    ).body.data;

  /** A member with money from a confirmed bank recharge, a pay password and a verified card. */
  async function funded(amount = 100_000) {
    const m = await registerMember(app.t);
    const token = m.tokens.token;
    const channel = await channelId(app.t, 'recharge_channels', 'bank');
    const order = await api(app.t).post<TRechargeOrder>(
      'recharge/recharge/submit',
      { channelId: channel, amount },
      { token, idempotencyKey: freshKey() },
    );
    await decide('recharge/order/confirm', { orderId: order.body.data.id, bankReference: 'STATEMENT-1' });
    await api(app.t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const card = await addCard(token);
    await current().post('bank/card/verify', { id: card.body.data.id });
    return { token, cardId: card.body.data.id, areaCode: m.areaCode, phone: m.phone, password: m.password };
  }

  /** A bank withdrawal of `amount` to the member's verified card, with the right pay password. */
  const withdrawal = (m: { cardId: number }, amount: number) => ({
    channelId: app.bankChannel,
    amount,
    accountId: m.cardId,
    payPassword: '246810',
  });
  const submit = (token: string, body: object) =>
    api(app.t).post<TWithdrawOrder>('withdraw/withdraw/submit', body, { token, idempotencyKey: freshKey() });

  return { app, addCard, decide, income, funded, withdrawal, submit };
}
