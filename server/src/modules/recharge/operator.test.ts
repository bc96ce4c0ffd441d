import { ErrorCode, type TAdminRechargeChannel, type TAdminRechargeOrder, type TPaged } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import {
  type Client,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  memberIdOf,
  registerMember,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { useRechargeApp } from './recharge.fixtures';

describe.each(DIALECTS)('recharge: operators (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let bankId: number;
  let dzdId: number;
  const { app, member, submit, balance, decide } = useRechargeApp(dialect);
  beforeAll(() => {
    ({ t, ops, bankId, dzdId } = app);
  });

  it('pages the operator list on the server: filters, search by reference or phone, sort by amount', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const [aId, bId] = [await memberIdOf(t, a.phone), await memberIdOf(t, b.phone)];
    const placed = [];
    for (const [userId, amount] of [
      [aId, 30_000],
      [aId, 10_000],
      [bId, 20_000],
    ]) {
      placed.push(
        await t.services.recharge.submit(userId, { channelId: bankId, amount }, 'en', freshCommit(t)),
      );
    }
    const page = (body: object) => ops.post<TPaged<TAdminRechargeOrder>>('recharge/order/page', body);
    const ids = async (body: object) => expectOk(await page(body)).list.map((o) => o.id);
    const mine = expectOk(await page({ userId: aId }));
    expect(mine.pagination).toEqual({ page: 1, size: 20, total: 2 });
    expect(mine.list.map((o) => o.id)).toEqual([placed[1].id, placed[0].id]);
    expect(mine.list[0]).toMatchObject({ userId: aId, memberPhone: `+1 ${a.phone}`, amount: 10_000 });
    const byAmount = expectOk(
      await page({ userId: aId, sortField: 'amount', sortOrder: 'asc', size: 1, page: 2 }),
    );
    expect(byAmount.list.map((o) => o.amount)).toEqual([30_000]);
    expect(byAmount.pagination.total).toBe(2);
    expect(await ids({ search: placed[2].reference })).toEqual([placed[2].id]);
    expect(await ids({ search: `+1${b.phone}` })).toEqual([placed[2].id]);
    expect(await ids({ search: b.phone })).toEqual([placed[2].id]);
    expect(expectOk(await page({ search: '  ', userId: bId })).pagination.total).toBe(1);
    expect(await ids({ state: 'success', userId: bId })).toEqual([]);
    expectError(await page({ sortField: 'phone' }), 'VALIDATION_FORMAT');
    expectError(await page({ size: 101 }), 'VALIDATION_FORMAT');
  });

  it('answers a retried operator confirmation as the first one, and credits once', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: bankId, amount: 12_000 }));
    const confirm = () =>
      ops.post(
        'recharge/order/confirm',
        { orderId: order.id, bankReference: 'FT-12000' },
        { idempotencyKey: `confirm-${order.id}` },
      );
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((r) => r.body.code)).toEqual([ErrorCode.SUCCESS, ErrorCode.SUCCESS]);
    expect(expectOk(await confirm())).toBeNull();
    expect(await balance(m.token)).toBe(12_000);
  });

  it('confirms a bank transfer without a voucher only with the bank reference, stored and audited', async () => {
    const m = await member();
    const order = expectOk(await submit(m.token, { channelId: bankId, amount: 7_000 }));
    const confirm = (body: object, lang?: string) =>
      ops.post(
        'recharge/order/confirm',
        { orderId: order.id, ...body },
        { idempotencyKey: freshKey(), lang },
      );
    expectError(await confirm({}), 'BANK_REFERENCE_REQUIRED', { min: 4, max: 64 });
    expectError(await confirm({}, 'ar-EG'), 'BANK_REFERENCE_REQUIRED', { min: 4, max: 64 });
    // Trimmed before it is measured: three characters in spaces are still too short.
    expectError(await confirm({ bankReference: '  abc  ' }), 'VALIDATION_FORMAT');
    expectError(await confirm({ bankReference: 'x'.repeat(65) }), 'VALIDATION_FORMAT');
    expectError(await confirm({ bankReference: 'FT 1\nFT 2' }), 'VALIDATION_FORMAT');
    expect(await balance(m.token)).toBe(0);
    expectOk(await confirm({ bankReference: '  FT24061-7781  ' }));
    expect(await balance(m.token)).toBe(7_000);
    const page = expectOk(
      await ops.post<TPaged<TAdminRechargeOrder>>('recharge/order/page', { search: order.reference }),
    );
    expect(page.list[0]).toMatchObject({ id: order.id, state: 'success', bankReference: 'FT24061-7781' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', `recharge:${order.id}`)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('recharge:order:confirm');
    expect(JSON.parse(String(audit.after))).toEqual({ state: 'success', bankReference: 'FT24061-7781' });
    // A gateway's order is confirmed by its provider's record, not a statement: no reference asked.
    const gateway = expectOk(await submit(m.token, { channelId: dzdId, amount: 5_000 }));
    expectOk(await decide('confirm', { orderId: gateway.id }));
  });

  it('lets an operator set a channel’s limits, rate, payer details and switch, checked and audited', async () => {
    const list = expectOk(await ops.get<TAdminRechargeChannel[]>('recharge/channel/list'));
    expect(list.map((c) => [c.code, c.configured])).toEqual([
      ['bank', true],
      ['usdt-trc20', true],
      ['dzd', false],
      ['egp', false],
      ['revolut', false],
    ]);
    const bank = list[0];
    expect(bank).toMatchObject({ minAmount: 1_000, maxAmount: 5_000_000, rate: '1', enabled: true });
    const update = (over: object) =>
      ops.post('recharge/channel/update', {
        id: bank.id,
        minAmount: 5_000,
        maxAmount: 200_000,
        rate: '1',
        enabled: true,
        sort: 0,
        details: {
          bankName: 'Harbour Bank',
          accountName: 'Film Club Ltd',
          accountNumber: 'PT50 0002 0123 1234 5678 9015 4',
        },
        ...over,
      });
    expectOk(await update({}));

    const m = await member();
    expectError(await submit(m.token, { channelId: bankId, amount: 4_999 }), 'AMOUNT_OUT_OF_RANGE');
    const order = expectOk(await submit(m.token, { channelId: bankId, amount: 5_000 }));
    expect(order.instructions).toMatchObject({ kind: 'bank', bankName: 'Harbour Bank' });

    expectError(await update({ minAmount: 300_000 }), 'VALIDATION_FORMAT');
    expectError(await update({ rate: '0' }), 'VALIDATION_FORMAT');
    expectError(await update({ details: { address: 'T-not-an-address' } }), 'VALIDATION_FORMAT');
    const usdt = list[1];
    const receiving = tronAddressFromSeed('operator-set-address');
    const usdtUpdate = (address: string) =>
      ops.post('recharge/channel/update', {
        id: usdt.id,
        minAmount: 1_000,
        maxAmount: 5_000_000,
        rate: '1.0005',
        enabled: true,
        sort: 1,
        details: { address },
      });
    expectError(await usdtUpdate('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'), 'TRC20_ADDRESS_INVALID');
    // The USDT contract itself.
    expectError(await usdtUpdate('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'), 'TRC20_ADDRESS_INVALID');
    expectOk(await usdtUpdate(receiving));
    const egp = list[3];
    const refused = await ops.post('recharge/channel/update', {
      id: egp.id,
      minAmount: 1_000,
      maxAmount: 5_000_000,
      rate: '1',
      enabled: true,
      sort: 3,
    });
    expectError(refused, 'CHANNEL_NOT_CONFIGURED');

    const after = expectOk(await ops.get<TAdminRechargeChannel[]>('recharge/channel/list'));
    expect(after[1]).toMatchObject({
      rate: '1.0005',
      details: { address: receiving },
    });
    expect(after[3].enabled).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['target', 'before', 'after'])
      .where('action', '=', 'recharge:channel:update')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.target)).toEqual([
      `recharge-channel:${bank.id}`,
      `recharge-channel:${usdt.id}`,
    ]);
    expect(JSON.parse(audit[0].before ?? '{}')).toMatchObject({ min_amount: 1_000 });
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ min_amount: 5_000, max_amount: 200_000 });
    // Back to the defaults the other tests expect.
    await update({ minAmount: 1_000, maxAmount: 5_000_000 });
  });
});
