import type { TApprovalRequested, TSetting } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  creditInternal,
  expectError,
  expectOk,
  freshKey,
  memberIdOf,
  operatorToken,
  operatorWithKeys,
  registerMember,
  request,
  secondOperator,
  secondOperatorToken,
  updateSettings,
} from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { ENGINE_DEFAULTS, SETTINGS, type SettingKey } from './defaults';

/** The type the back office should render, worked out from the zod definition itself (`.def`). */
function expectedType(schema: z.ZodType): string {
  let inner = schema;
  while (inner.def.type === 'default' || inner.def.type === 'nullable') {
    inner = (inner.def as unknown as { innerType: z.ZodType }).innerType;
  }
  if (inner.def.type === 'number') return (inner as z.ZodNumber).isInt ? 'int' : 'number';
  if (inner.def.type === 'array') {
    const item = (inner as z.ZodArray<z.ZodType>).element.meta() as { format?: string } | undefined;
    return item?.format === 'rate' ? 'rateList' : 'list';
  }
  return inner.def.type;
}

describe('engine defaults', () => {
  it.each(Object.entries(ENGINE_DEFAULTS))('are values their keys’ schemas accept (%s)', (_, defaults) => {
    for (const [key, value] of Object.entries(defaults)) {
      expect(SETTINGS[key as SettingKey].safeParse(value).success, key).toBe(true);
    }
  });
});

describe.each(DIALECTS)('settings in the back office (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await operatorToken(t);
  });
  afterAll(() => t.close());

  const list = (as = token) => request<TSetting[]>(t, 'GET', '/api/admin/base/setting/list', { token: as });
  const update = (body: object, as = token, lang = 'en') =>
    request<TSetting[]>(t, 'POST', '/api/admin/base/setting/update', { token: as, lang, body });
  const byKey = (items: TSetting[]) => new Map(items.map((s) => [s.key, s]));
  const auditOf = (key: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', `setting:${key}`)
      .orderBy('id')
      .execute();

  it('describes every setting with its type, bounds, default and value', async () => {
    const settings = expectOk(await list());
    expect(settings.map((s) => s.key)).toEqual(Object.keys(SETTINGS));
    for (const s of settings) {
      const schema = SETTINGS[s.key as SettingKey];
      expect(s.default, s.key).toEqual(
        ENGINE_DEFAULTS[dialect][s.key as SettingKey] ?? schema.parse(undefined),
      );
      expect(s.value, s.key).toEqual(s.default);
      expect(s.overridden, s.key).toBe(false);
      expect(s.editable, s.key).toBe(true);
      expect(s.type, s.key).toBe(expectedType(schema));
      expect(s.nullable, s.key).toBe(schema.safeParse(null).success);
    }
    const s = byKey(settings);
    expect(s.get('currency')).toEqual({
      key: 'currency',
      type: 'string',
      nullable: false,
      pattern: '^[A-Z]{3}$',
      value: 'USD',
      default: 'USD',
      overridden: false,
      money: true,
      editable: true,
    });
    expect(s.get('currencyExponent')).toMatchObject({ type: 'int', min: 0, max: 6, default: 2 });
    expect(s.get('siteName')).toMatchObject({ type: 'string', nullable: true, maxLength: 60, default: null });
    expect(s.get('requireInviteCode')).toMatchObject({ type: 'boolean', nullable: false, default: true });
    // A bare `.min(1)`: no upper bound to show (zod's safe-integer bound is left out).
    expect(s.get('loginMaxFailures')).toMatchObject({ type: 'int', min: 1, default: 5 });
    expect(s.get('loginMaxFailures')).not.toHaveProperty('max');
    expect(s.get('revokeWindowHours')).toMatchObject({ type: 'int', min: 0, max: 720, default: 24 });
    expect(s.get('inviteRebateRates')).toMatchObject({
      type: 'rateList',
      minItems: 3,
      maxItems: 3,
      item: { type: 'rate', nullable: false, pattern: '^0(\\.\\d{1,6})?$' },
      default: ['0.01', '0', '0'],
    });
  });

  it.each([
    ['withdrawDailyLimit', 0],
    ['withdrawDailyLimit', 2.5],
    ['withdrawDailyLimit', '3'],
    ['loginMaxFailures', null],
    ['requireInviteCode', 'yes'],
    ['currency', 'usd'],
    ['siteName', 'x'.repeat(61)],
    ['inviteRebateRates', ['0.01', '0']],
    ['inviteRebateRates', ['1.5', '0', '0']],
    ['revokeWindowHours', 721],
    ['settlementBatchSize', 1001],
  ])('refuses %s = %j by its own schema, naming the key', async (key, value) => {
    expectError(await update({ values: { [key]: value } }), 'VALIDATION_FORMAT', { field: key });
    expect(await auditOf(key)).toEqual([]);
  });

  it('defaults the settlement batch by engine (SQLite 100, PostgreSQL 500); a value set wins, a reset returns to it', async () => {
    const engine = dialect === 'postgres' ? 500 : 100;
    const batch = (items: TSetting[]) => byKey(items).get('settlementBatchSize');
    expect(batch(expectOk(await list()))).toMatchObject({
      type: 'int',
      min: 1,
      max: 1000,
      value: engine,
      default: engine,
      overridden: false,
    });
    // What the settlement job reads.
    expect((await t.services.settings.all()).settlementBatchSize).toBe(engine);

    const set = batch(expectOk(await update({ values: { settlementBatchSize: 250 } })));
    expect(set).toMatchObject({ value: 250, default: engine, overridden: true });
    expect((await t.services.settings.all()).settlementBatchSize).toBe(250);
    expect(JSON.parse((await auditOf('settlementBatchSize'))[0].before ?? '')).toEqual({
      value: engine,
      overridden: false,
    });

    const reset = batch(expectOk(await update({ reset: ['settlementBatchSize'] })));
    expect(reset).toMatchObject({ value: engine, default: engine, overridden: false });
    expect((await t.services.settings.all()).settlementBatchSize).toBe(engine);
    const line = (await auditOf('settlementBatchSize')).at(-1);
    expect(line?.action).toBe('base:setting:reset');
    expect(JSON.parse(line?.after ?? '')).toEqual({ value: engine, overridden: false });
    expect(
      await t.db.selectFrom('settings').select('key').where('key', '=', 'settlementBatchSize').execute(),
    ).toEqual([]);
  });

  it('refuses unknown keys, a key both set and reset, and unknown body fields', async () => {
    expectError(await update({ values: { nope: 1 } }), 'VALIDATION_UNKNOWN_FIELD', { field: 'nope' });
    expectError(await update({ reset: ['nope'] }), 'VALIDATION_UNKNOWN_FIELD', { field: 'nope' });
    expectError(await update({ values: { smsMaxTries: 4 }, reset: ['smsMaxTries'] }), 'VALIDATION_FORMAT', {
      field: 'smsMaxTries',
    });
    expectError(await update({ values: {}, extra: 1 }), 'VALIDATION_UNKNOWN_FIELD');
  });

  it('changes nothing when one value of several is bad', async () => {
    const res = await update({
      values: { smsDailyPerPhone: 7, siteName: 'Reel Club', loginMaxFailures: 0 },
    });
    expectError(res, 'VALIDATION_FORMAT', { field: 'loginMaxFailures' });
    const s = byKey(expectOk(await list()));
    expect(s.get('smsDailyPerPhone')).toMatchObject({ value: 10, overridden: false });
    expect(s.get('siteName')).toMatchObject({ value: null, overridden: false });
    expect(await t.db.selectFrom('settings').selectAll().execute()).toEqual([]);
    expect(await auditOf('smsDailyPerPhone')).toEqual([]);
  });

  it('stores several values at once, audits each changed key, and resets to the default', async () => {
    const res = await update({
      values: { smsDailyPerPhone: 7, siteName: 'Reel Club' },
    });
    const s = byKey(expectOk(res));
    expect(s.get('smsDailyPerPhone')).toMatchObject({ value: 7, default: 10, overridden: true });
    expect(s.get('siteName')).toMatchObject({ value: 'Reel Club', overridden: true });
    const all = await t.services.settings.all();
    expect(all).toMatchObject({ smsDailyPerPhone: 7, siteName: 'Reel Club' });

    const lines = await auditOf('smsDailyPerPhone');
    expect(lines).toHaveLength(1);
    expect(lines[0].action).toBe('base:setting:update');
    expect(JSON.parse(lines[0].before ?? '')).toEqual({ value: 10, overridden: false });
    expect(JSON.parse(lines[0].after ?? '')).toEqual({ value: 7, overridden: true });

    // The same values again change nothing and write no line.
    expectOk(await update({ values: { smsDailyPerPhone: 7, siteName: 'Reel Club' } }));
    expect(await auditOf('smsDailyPerPhone')).toHaveLength(1);

    // null is a value where the schema allows it (siteName: the translated name applies).
    const cleared = await update({ values: { siteName: null }, reset: ['smsDailyPerPhone'] });
    const after = byKey(expectOk(cleared));
    expect(after.get('siteName')).toMatchObject({ value: null, overridden: true });
    expect(after.get('smsDailyPerPhone')).toMatchObject({ value: 10, overridden: false });
    const reset = (await auditOf('smsDailyPerPhone')).at(-1);
    expect(reset?.action).toBe('base:setting:reset');
    expect(JSON.parse(reset?.after ?? '')).toEqual({ value: 10, overridden: false });
    expect(
      await t.db.selectFrom('settings').select('key').where('key', '=', 'smsDailyPerPhone').execute(),
    ).toEqual([]);
    await update({ reset: ['siteName'] });
  });

  it('applies a change at once: registration without an invitation code', async () => {
    await expect(registerMember(t, { inviteCode: '' })).rejects.toThrow(/invitation code/);
    expectOk(await update({ values: { requireInviteCode: false } }));
    const member = await registerMember(t, { inviteCode: '' });
    expect(member.tokens.token).toBeTruthy();
    expectOk(await update({ reset: ['requireInviteCode'] }));
    await expect(registerMember(t, { inviteCode: '' })).rejects.toThrow(/invitation code/);
  });

  it('fixes the currency and its exponent once money has moved', async () => {
    // Before any ledger entry the platform currency may still be chosen.
    await updateSettings(t, { values: { currency: 'EUR' } });
    await updateSettings(t, { reset: ['currency'] });

    const member = await registerMember(t);
    await creditInternal(t, { userId: await memberIdOf(t, member.phone), amount: 500, reason: 'welcome' });

    const s = byKey(expectOk(await list()));
    expect(s.get('currency')).toMatchObject({ editable: false, value: 'USD' });
    expect(s.get('currencyExponent')).toMatchObject({ editable: false });
    expect(s.get('withdrawDailyLimit')).toMatchObject({ editable: true });
    const refused = await update({ values: { currencyExponent: 3, withdrawDailyLimit: 4 } });
    expectError(refused, 'SETTING_LOCKED', { key: 'currencyExponent' });
    expect(byKey(expectOk(await list())).get('withdrawDailyLimit')).toMatchObject({ value: 3 });
    // Sending the whole form back with the currency unchanged is fine.
    expectOk(await update({ values: { currency: 'USD', currencyExponent: 2 } }));
    await update({ reset: ['currency', 'currencyExponent'] });
  });

  it('waits for a second operator to change a money setting, then applies it once, as asked', async () => {
    const s = byKey(expectOk(await list()));
    expect(s.get('fourEyesAmount')?.money).toBe(true);
    expect(s.get('inviteRebateRates')?.money).toBe(true);
    expect(s.get('siteName')?.money).toBe(false);

    // A money setting makes the whole call a request: nothing of it applies yet.
    const ask = (values: object) =>
      request<TApprovalRequested>(t, 'POST', '/api/admin/base/setting/update', { token, body: { values } });
    const asked = expectOk(await ask({ fourEyesAmount: 250_000, siteName: 'Two Keys' }));
    expect(asked).toEqual({ requestId: expect.any(Number), state: 'waiting' });
    const waiting = byKey(expectOk(await list()));
    expect(waiting.get('fourEyesAmount')).toMatchObject({ value: 100_000, overridden: false });
    expect(waiting.get('siteName')).toMatchObject({ value: null, overridden: false });
    expect(await auditOf('fourEyesAmount')).toEqual([]);

    const decide = (action: 'approve' | 'reject', id: number, as = token) =>
      request(t, 'POST', `/api/admin/base/setting/update/${action}`, {
        token: as,
        body: { id },
        idempotencyKey: freshKey(),
      });
    expectError(await decide('approve', asked.requestId), 'FOUR_EYES_SAME_OPERATOR');
    const { token: viewer } = await operatorWithKeys(t, 'approval-viewer', [
      'base:setting:read',
      'base:approval:read',
    ]);
    expectError(await decide('approve', asked.requestId, viewer), 'FORBIDDEN');
    const second = await secondOperatorToken(t);
    expect(expectOk(await decide('approve', asked.requestId, second))).toEqual({
      requestId: asked.requestId,
      state: 'applied',
    });
    const applied = byKey(expectOk(await list()));
    expect(applied.get('fourEyesAmount')).toMatchObject({ value: 250_000, overridden: true });
    expect(applied.get('siteName')).toMatchObject({ value: 'Two Keys', overridden: true });
    expect((await t.services.settings.all()).fourEyesAmount).toBe(250_000);
    const [line] = await auditOf('fourEyesAmount');
    expect(line.actor_id).toBe(await secondOperator(t));
    expect(JSON.parse(line.after ?? '')).toMatchObject({
      value: 250_000,
      requestId: asked.requestId,
      proposedBy: ADMIN.username,
      approvedBy: 'second.key',
    });
    expectError(await decide('approve', asked.requestId, second), 'ALREADY_DECIDED');

    // Two requests for one key: once one applies, the other no longer says what it would change.
    const first = expectOk(await ask({ fourEyesAmount: 300_000 }));
    const other = expectOk(await ask({ fourEyesAmount: 400_000 }));
    expectOk(await decide('approve', other.requestId, second));
    expectError(await decide('approve', first.requestId, second), 'APPROVAL_OUTDATED');
    expect((await t.services.settings.all()).fourEyesAmount).toBe(400_000);
    expect(expectOk(await decide('reject', first.requestId))).toMatchObject({ state: 'rejected' });

    await updateSettings(t, { reset: ['fourEyesAmount', 'siteName'] });
    expect((await t.services.settings.all()).fourEyesAmount).toBe(100_000);
  });

  it('refuses each call to an operator whose role lacks its key', async () => {
    const { roleId, token: reader } = await operatorWithKeys(t, 'settings-reader', ['base:setting:read']);
    expectOk(await list(reader));
    expectError(await update({ values: { withdrawDailyLimit: 5 } }, reader), 'FORBIDDEN');
    await t.db
      .updateTable('admin_roles')
      .set({ permissions: '["base:setting:update"]' })
      .where('id', '=', roleId)
      .execute();
    expectError(await list(reader), 'FORBIDDEN');
    expectOk(await update({ values: {} }, reader));
  });
});
