import { ErrorCode, type TTokens } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectOk,
  type Method,
  operatorToken,
  operatorWithKeys,
  request,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { base, member, useMemberAdminApp } from './member-admin.fixtures';

describe.each(DIALECTS)('member pages of the back office: bans and keys (%s)', (dialect) => {
  const { app, info } = useMemberAdminApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  it('bans a member: every session ends at once, login is refused; lifting the ban lets them in again', async () => {
    const token = await operatorToken(t);
    const m = await member(t);
    const other = await member(t);
    const relogin = () =>
      request<TTokens>(t, 'POST', '/api/app/user/login/login', {
        body: { areaCode: m.areaCode, phone: m.phone, password: m.password },
      });
    const secondDevice = expectOk(await relogin()).token;
    const person = (as: string) => request(t, 'GET', '/api/app/user/info/person', { token: as });
    expectOk(await person(m.tokens.token));
    expectOk(await person(secondDevice));

    const ban = (body: object, lang?: string) => request(t, 'POST', `${base}/ban`, { body, token, lang });
    const unban = (body: object, lang?: string) => request(t, 'POST', `${base}/unban`, { body, token, lang });
    expectError(await ban({ id: m.id }), 'VALIDATION_REQUIRED');
    expectError(await ban({ id: m.id, reason: '   ' }), 'VALIDATION_FORMAT');
    expectError(await ban({ id: m.id, reason: 'x'.repeat(201) }), 'VALIDATION_FORMAT');
    expectError(await ban({ id: 2_000_000, reason: 'spam' }), 'NOT_FOUND');
    expectOk(await person(m.tokens.token));

    expect(expectOk(await ban({ id: m.id, reason: '  Chargeback fraud  ' }))).toBeNull();
    for (const as of [m.tokens.token, secondDevice]) expectError(await person(as), 'SESSION_REVOKED');
    const refreshed = await request(t, 'GET', '/api/app/user/login/refreshToken', {
      query: { refreshToken: m.tokens.refreshToken },
    });
    expect(refreshed.status).toBe(401);
    expectError(await relogin(), 'ACCOUNT_BANNED');
    // Other members are untouched.
    expectOk(await person(other.tokens.token));

    expect(expectOk(await info(m.id, token))).toMatchObject({
      status: 'banned',
      banReason: 'Chargeback fraud',
      bannedAt: expect.any(String),
    });
    const again = await ban({ id: m.id, reason: 'again' }, 'de-DE');
    expectError(again, 'MEMBER_ALREADY_BANNED');
    expect(again.body.message).toBe('Dieses Mitglied ist bereits gesperrt');

    expectOk(await unban({ id: m.id, reason: 'Bank reversed the chargeback' }));
    const back = expectOk(await relogin()).token;
    expectOk(await person(back));
    // The sessions the ban ended stay ended.
    expect((await person(m.tokens.token)).status).toBe(401);
    expect(expectOk(await info(m.id, token))).toMatchObject({
      status: 'active',
      banReason: null,
      bannedAt: null,
    });
    expectError(await unban({ id: m.id }), 'MEMBER_NOT_BANNED', {});
    // A refused call changes nothing: the new session still works.
    expectOk(await person(back));
    expectError(await unban({ id: 2_000_000 }), 'NOT_FOUND');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', `user:${m.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['member:user:ban', 1],
      ['member:user:unban', 1],
    ]);
    const [banLine, unbanLine] = audit.map((a) => ({
      before: JSON.parse(a.before ?? 'null'),
      after: JSON.parse(a.after ?? 'null'),
    }));
    expect(banLine.before).toEqual({ status: 'active', ban_reason: null, banned_at: null });
    expect(banLine.after).toEqual({
      status: 'banned',
      ban_reason: 'Chargeback fraud',
      banned_at: expect.any(Number),
      sessions_revoked: 2,
    });
    expect(unbanLine.before).toMatchObject({ status: 'banned', ban_reason: 'Chargeback fraud' });
    expect(unbanLine.after).toEqual({
      status: 'active',
      ban_reason: null,
      banned_at: null,
      reason: 'Bank reversed the chargeback',
    });
  });

  it('refuses every member-page call to an operator whose role lacks its key', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith(`${base}/`));
    expect(routes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      `GET ${base}/info member:user:read`,
      `POST ${base}/ban member:user:ban`,
      `POST ${base}/investments member:user:read`,
      `POST ${base}/invitees member:user:read`,
      `POST ${base}/page member:user:read`,
      `POST ${base}/pick member:user:read`,
      `POST ${base}/unban member:user:ban`,
    ]);
    const withRole = async (username: string, keys: string[]) =>
      (await operatorWithKeys(t, username, keys)).token;
    const outsider = await withRole('levels-only', [
      'member:level:read',
      'member:level:update',
      'finance:*:*',
    ]);
    const reader = await withRole('member-reader', ['member:user:read']);
    const banner = await withRole('member-banner', ['member:user:ban']);
    const m = await member(t);
    const payload: Record<string, object> = {
      page: {},
      pick: { search: m.phone },
      investments: { userId: m.id },
      invitees: { userId: m.id, level: 1 },
      ban: { id: m.id, reason: 'test' },
      unban: { id: m.id },
    };
    // Routes sorted so that ban comes before unban: the banner's calls leave the member as found.
    for (const route of [...routes].sort((x, y) => x.url.localeCompare(y.url))) {
      const action = route.url.slice(base.length + 1);
      for (const [name, as] of [
        ['outsider', outsider],
        ['reader', reader],
        ['banner', banner],
      ] as const) {
        const res = await request(t, route.method as Method, route.url, {
          token: as,
          ...(route.method === 'GET' ? { query: { id: String(m.id) } } : { body: payload[action] }),
        });
        const allowed =
          (name === 'reader' && route.permission === 'member:user:read') ||
          (name === 'banner' && route.permission === 'member:user:ban');
        expect(res.body.code, `${route.url} ${name}`).toBe(allowed ? ErrorCode.SUCCESS : ErrorCode.FORBIDDEN);
      }
    }
    expect((await info(m.id, reader)).body.data.status).toBe('active');
    // Members and visitors are not operators.
    expect((await request(t, 'POST', `${base}/page`, { body: {}, token: m.tokens.token })).status).toBe(401);
    expect((await request(t, 'POST', `${base}/page`, { body: {} })).status).toBe(401);
  });
});
