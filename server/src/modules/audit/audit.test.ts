import type { TAuditItem, TPaged } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, operatorToken, operatorWithKeys, request } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { insertAdmin } from '../admin/repo';
import { writeAudit } from './repo';

const at = (iso: string) => Date.parse(iso);

describe.each(DIALECTS)('audit log (%s)', (dialect) => {
  let t: TestApp;
  let root: string;
  let rootId: number;
  let auditorId: number;
  let auditor: Awaited<ReturnType<typeof operatorWithKeys>>;
  /** Lines written in 2020 (before anything the calls below write), by letter. */
  const fixture: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = await operatorToken(t);
    rootId = (
      await t.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', ADMIN.username)
        .executeTakeFirstOrThrow()
    ).id;
    auditor = await operatorWithKeys(t, 'auditor', ['base:audit:read']);
    auditorId = (
      await t.db.selectFrom('admins').select('id').where('username', '=', 'auditor').executeTakeFirstOrThrow()
    ).id;

    const lines: [string, number, string, string, string, unknown, unknown][] = [
      [
        'A',
        rootId,
        'cms:content:add',
        'content:1',
        '2020-01-01T10:00:00.000Z',
        undefined,
        { title: 'Premiere' },
      ],
      [
        'B',
        rootId,
        'cms:content:publish',
        'content:1',
        '2020-01-02T00:00:00.000Z',
        { status: 'draft' },
        { status: 'published' },
      ],
      [
        'C',
        auditorId,
        'cms:content:add',
        'content:12',
        '2020-01-02T23:59:59.999Z',
        undefined,
        { title: 'Festival' },
      ],
      [
        'D',
        auditorId,
        'funds:credit:internal',
        'member:7',
        '2020-01-03T00:00:00.000Z',
        undefined,
        { amount: 500 },
      ],
    ];
    for (const [name, adminId, action, target, time, before, after] of lines) {
      await writeAudit(t.db, { adminId, action, target, before, after, now: at(time) });
      fixture[name] = await lastId();
    }
    await t.db
      .insertInto('audit_log')
      .values({
        actor_kind: 'system',
        actor_id: 0,
        action: 'invest:settle',
        target: 'project:3',
        before: null,
        after: JSON.stringify({ paid: 2 }),
        created_at: at('2020-01-03T12:00:00.000Z'),
      })
      .execute();
    fixture.E = await lastId();
  });
  afterAll(() => t.close());

  async function lastId() {
    const row = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const post = <T = unknown>(path: string, body: object, as = root) =>
    request<T>(t, 'POST', `/api/admin/base/${path}`, { token: as, body });
  const audit = (body: object, as = root) => post<TPaged<TAuditItem>>('audit/page', body, as);
  /** The audit page's lines, asserting the call succeeded. */
  const lines = async (body: object) => expectOk(await audit(body)).list;
  /** The fixture letters of a page, in its order. */
  async function letters(body: object) {
    const byId = new Map(Object.entries(fixture).map(([k, v]) => [v, k]));
    return (await lines({ to: '2020-12-31', ...body })).map((l) => byId.get(l.id));
  }

  it('answers each line with its actor, parsed states and time', async () => {
    const res = expectOk(await audit({ to: '2020-01-03' }));
    expect(res.pagination).toEqual({ page: 1, size: 20, total: 5 });
    expect(res.list[0]).toEqual({
      id: fixture.E,
      actorKind: 'system',
      actorId: 0,
      actorName: null,
      action: 'invest:settle',
      target: 'project:3',
      before: null,
      after: { paid: 2 },
      createdAt: '2020-01-03T12:00:00.000Z',
    });
    expect(res.list.find((l) => l.id === fixture.B)).toEqual({
      id: fixture.B,
      actorKind: 'admin',
      actorId: rootId,
      actorName: ADMIN.username,
      action: 'cms:content:publish',
      target: 'content:1',
      before: { status: 'draft' },
      after: { status: 'published' },
      createdAt: '2020-01-02T00:00:00.000Z',
    });
  });

  it.each([
    [{}, ['E', 'D', 'C', 'B', 'A']],
    [{ action: 'cms:content:add' }, ['C', 'A']],
    [{ action: 'cms:' }, ['C', 'B', 'A']],
    [{ action: 'cms:*' }, ['C', 'B', 'A']],
    [{ action: 'cms:content' }, []],
    [{ target: 'content:1' }, ['B', 'A']],
    [{ target: 'content:*' }, ['C', 'B', 'A']],
    [{ target: 'content:1*' }, ['C', 'B', 'A']],
    [{ target: 'member:' }, ['D']],
    [{ actor: 'auditor' }, ['D', 'C']],
    [{ actor: 'AUDITOR' }, ['D', 'C']],
    [{ actor: 'ghost' }, []],
    [{ from: '2020-01-02', to: '2020-01-02' }, ['C', 'B']],
    [{ from: '2020-01-02T00:00:00.001Z', to: '2020-01-03T00:00:00.000Z' }, ['D', 'C']],
    [{ from: '2020-01-03T01:00:00+01:00' }, ['E', 'D']],
    [{ sortOrder: 'asc' }, ['A', 'B', 'C', 'D', 'E']],
    [{ sortField: 'action', sortOrder: 'asc' }, ['A', 'C', 'B', 'D', 'E']],
    [{ sortField: 'action' }, ['E', 'D', 'B', 'C', 'A']],
    [{ action: 'cms:', target: 'content:1', sortOrder: 'asc' }, ['A', 'B']],
  ])('filters and sorts %j', async (body, expected) => {
    expect(await letters(body)).toEqual(expected);
  });

  it('filters by operator id', async () => {
    expect(await letters({ actor: String(rootId) })).toEqual(['B', 'A']);
    expect(await letters({ actor: String(auditorId) })).toEqual(['D', 'C']);
    // A username of digits only is that operator's too.
    await insertAdmin(t.db, { username: '777', password_hash: 'x', role_id: 1, created_at: Date.now() });
    const digits = (
      await t.db.selectFrom('admins').select('id').where('username', '=', '777').executeTakeFirstOrThrow()
    ).id;
    await writeAudit(t.db, {
      adminId: digits,
      action: 'cms:content:add',
      target: 'content:77',
      now: at('2020-06-01T00:00:00Z'),
    });
    const mine = await lines({ actor: '777', to: '2020-12-31' });
    expect(mine.map((l) => [l.actorId, l.actorName, l.target])).toEqual([[digits, '777', 'content:77']]);
    await t.db.deleteFrom('audit_log').where('target', '=', 'content:77').execute();
  });

  it('pages with the total of the filter', async () => {
    const second = expectOk(await audit({ to: '2020-12-31', size: 2, page: 2 }));
    expect(second.pagination).toEqual({ page: 2, size: 2, total: 5 });
    expect(second.list.map((l) => l.id)).toEqual([fixture.C, fixture.B]);
    const third = await lines({ to: '2020-12-31', size: 2, page: 3 });
    expect(third.map((l) => l.id)).toEqual([fixture.A]);
    expect(expectOk(await audit({ to: '2020-12-31', size: 2, page: 4 }))).toEqual({
      list: [],
      pagination: { page: 4, size: 2, total: 5 },
    });
  });

  it('refuses a range that ends before it starts, malformed bounds and unknown fields', async () => {
    expectError(await audit({ from: '2020-01-03', to: '2020-01-02' }), 'VALIDATION_FORMAT', { field: 'to' });
    expectError(await audit({ from: '2020-13-45' }), 'VALIDATION_FORMAT');
    expectError(await audit({ from: 'yesterday' }), 'VALIDATION_FORMAT');
    expectError(await audit({ sortField: 'target' }), 'VALIDATION_FORMAT');
    expectError(await audit({ who: 'me' }), 'VALIDATION_UNKNOWN_FIELD');
  });

  it('holds a line with before and after for every operator, role and settings write', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const line = async (target: string, action: string) => {
      const found = await lines({ target, action, from: since, sortOrder: 'asc' });
      expect(found, `${action} ${target}`).toHaveLength(1);
      expect(found[0]).toMatchObject({
        actorKind: 'admin',
        actorId: rootId,
        actorName: ADMIN.username,
      });
      return found[0];
    };

    expectOk(await post('setting/update', { values: { smsDailyPerPhone: 5 } }));
    expectOk(await post('setting/update', { reset: ['smsDailyPerPhone'] }));
    const role = (await post<{ id: number }>('role/add', { name: 'Desk', permissions: ['cms:content:read'] }))
      .body.data.id;
    const spare = (await post<{ id: number }>('role/add', { name: 'Spare', permissions: [] })).body.data.id;
    expectOk(await post('role/update', { id: role, name: 'Front desk', permissions: ['cms:*:read'] }));
    expectOk(await post('role/delete', { id: spare }));
    const op = (
      await post<{ id: number }>('operator/add', {
        username: 'desk.one',
        password: 'Box-Office-Queue-9',
        roleId: role,
      })
    ).body.data.id;
    expectOk(await post('operator/update', { id: op, status: 'disabled' }));
    expectOk(await post('operator/update', { id: op, password: 'Second-Reel-Change-3' }));

    expect(await line('setting:smsDailyPerPhone', 'base:setting:update')).toMatchObject({
      before: { value: 10, overridden: false },
      after: { value: 5, overridden: true },
    });
    expect(await line('setting:smsDailyPerPhone', 'base:setting:reset')).toMatchObject({
      before: { value: 5, overridden: true },
      after: { value: 10, overridden: false },
    });
    expect(await line(`role:${role}`, 'base:role:add')).toMatchObject({
      before: null,
      after: { id: role, name: 'Desk', permissions: ['cms:content:read'] },
    });
    expect(await line(`role:${role}`, 'base:role:update')).toMatchObject({
      before: { id: role, name: 'Desk', permissions: ['cms:content:read'] },
      after: { id: role, name: 'Front desk', permissions: ['cms:*:read'] },
    });
    expect(await line(`role:${spare}`, 'base:role:delete')).toMatchObject({
      before: { id: spare, name: 'Spare', permissions: [] },
      after: null,
    });
    expect(await line(`admin:${op}`, 'base:operator:add')).toMatchObject({
      before: null,
      after: { id: op, username: 'desk.one', role_id: role, status: 'active' },
    });
    const updates = await lines({ target: `admin:${op}`, action: 'base:operator:update', sortOrder: 'asc' });
    expect(updates.map((l) => [l.before, l.after])).toEqual([
      [expect.objectContaining({ status: 'active' }), expect.objectContaining({ status: 'disabled' })],
      [expect.objectContaining({ status: 'disabled' }), expect.objectContaining({ passwordChanged: true })],
    ]);
    const everything = JSON.stringify(await lines({ size: 100 }));
    expect(everything).not.toMatch(/argon2|password_hash|Box-Office|Second-Reel/);
  });

  it('refuses the audit log to an operator whose role lacks its key', async () => {
    const token = await operatorToken(t, { username: 'auditor', password: auditor.password });
    expectOk(await audit({}, token));
    const everythingElse = ['base:operator:*', 'base:role:*', 'base:setting:*', 'cms:*:*', 'funds:*:*'];
    await t.db
      .updateTable('admin_roles')
      .set({ permissions: JSON.stringify(everythingElse) })
      .where('id', '=', auditor.roleId)
      .execute();
    expectError(await audit({}, token), 'FORBIDDEN');
  });
});
