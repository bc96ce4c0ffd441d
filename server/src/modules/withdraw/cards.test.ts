import type { TWithdrawAccount } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tronAddressFromSeed } from '../../money/tron';
import { api, type Client, expectError, expectOk, registerMember } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { CARD, useWithdrawApp } from './withdraw.fixtures';

describe.each(DIALECTS)('bank cards (%s)', (dialect) => {
  const { app, addCard } = useWithdrawApp(dialect);
  let t: TestApp;
  let ops: Client;
  beforeAll(() => {
    ({ t, ops } = app);
  });

  it('adds bank cards for review and checksummed TRC20 addresses directly', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'none',
    });
    const card = expectOk(await addCard(token));
    expect(card).toMatchObject({
      status: 'pending',
      accountNumber: '•••• 1234',
      holderName: 'Ada Lovelace',
    });
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    expectError(await addCard(token, { ...CARD, accountNumber: '12' }), 'VALIDATION_FORMAT');
    expectError(await addCard(token, { ...CARD, extra: 1 }), 'VALIDATION_UNKNOWN_FIELD');
    expectError(
      await addCard(token, { kind: 'usdt-trc20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
      'TRC20_ADDRESS_INVALID',
    );
    expectError(await addCard(token, { kind: 'usdt-trc20', address: 'T123' }), 'TRC20_ADDRESS_INVALID');
    const address = expectOk(
      await addCard(token, { kind: 'usdt-trc20', address: tronAddressFromSeed('ada') }),
    );
    expect(address.status).toBe('verified');
    for (let i = 0; i < 3; i++) await addCard(token);
    expectError(await addCard(token), 'ACCOUNT_LIMIT');
    expectOk(await api(t).post('bank/card/delete', { id: address.id }, { token }));
    const other = await registerMember(t);
    expectError(
      await api(t).post('bank/card/delete', { id: card.id }, { token: other.tokens.token }),
      'NOT_FOUND',
    );
    const list = await api(t).post<TWithdrawAccount[]>('bank/card/list', {}, { token });
    expect(list.body.data).toHaveLength(4);
  });

  it('lets an operator verify or reject a card once', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const a = expectOk(await addCard(token));
    const b = expectOk(await addCard(token));
    expectOk(await ops.post('bank/card/reject', { id: a.id, reason: 'Name does not match' }));
    expectError(await ops.post('bank/card/verify', { id: a.id }), 'ALREADY_DECIDED');
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'pending',
    });
    await ops.post('bank/card/verify', { id: b.id });
    expect((await api(t).post('user/info/bankCardVerificationStatus', {}, { token })).body.data).toEqual({
      status: 'verified',
    });
    const list = await api(t).post<TWithdrawAccount[]>('bank/card/list', {}, { token });
    expect(list.body.data.find((c) => c.id === a.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Name does not match',
    });
  });
});
