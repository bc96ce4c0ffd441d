import type { TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const person = (token?: string) => api(t).get('user/info/person', { token });
  const refresh = (refreshToken: string) =>
    api(t).get<TTokens>('user/login/refreshToken', { query: { refreshToken } });

  it('answers 401 for a missing, forged or expired token', async () => {
    const m = await registerMember(t);
    expectError(await person(), 'AUTH_REQUIRED');
    const forged = `${m.tokens.token.slice(0, -3)}abc`;
    expectError(await person(forged), 'TOKEN_INVALID');
    expectError(await person('garbage'), 'TOKEN_INVALID');
    t.clock.advance(7201);
    expectError(await person(m.tokens.token), 'TOKEN_EXPIRED');
  });

  it('rotates the refresh token and revokes the session when an old one comes back later', async () => {
    const m = await registerMember(t);
    const first = expectOk(await refresh(m.tokens.refreshToken));
    expect(first.refreshToken).not.toBe(m.tokens.refreshToken);
    expectOk(await person(first.token));
    t.clock.advance(60);
    expectError(await refresh(m.tokens.refreshToken), 'REFRESH_INVALID');
    // The whole session is gone: the legitimate holder's tokens stop working too.
    expect((await person(first.token)).status).toBe(401);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('gives two racing refreshes with one token the same new session and no logout', async () => {
    const m = await registerMember(t);
    const [a, b] = (await Promise.all([refresh(m.tokens.refreshToken), refresh(m.tokens.refreshToken)])).map(
      (res) => expectOk(res),
    );
    expect(a.refreshToken).toBe(b.refreshToken);
    expectOk(await person(a.token));
    expectOk(await person(b.token));
    expectOk(await refresh(a.refreshToken));
    const sessions = await t.db.selectFrom('sessions').selectAll().where('revoked_at', 'is', null).execute();
    expect(sessions.filter((s) => s.generation === 3)).toHaveLength(1);
  });

  it('refreshes an expired access token, and refuses an expired refresh token', async () => {
    const m = await registerMember(t);
    t.clock.advance(7201);
    const renewed = await refresh(m.tokens.refreshToken);
    expectOk(await person(renewed.body.data.token));
    t.clock.advance(31 * 86400);
    expect((await refresh(renewed.body.data.refreshToken)).status).toBe(401);
  });

  it('logs out at once: access and refresh tokens stop working', async () => {
    const m = await registerMember(t);
    const out = await api(t).post('user/login/logout', undefined, { token: m.tokens.token });
    expect(expectOk(out)).toBeNull();
    expectError(await person(m.tokens.token), 'SESSION_REVOKED');
    expect((await refresh(m.tokens.refreshToken)).status).toBe(401);
  });

  it('refuses a refresh token that was tampered with', async () => {
    const m = await registerMember(t);
    const parts = m.tokens.refreshToken.split('.');
    parts[2] = String(Number(parts[2]) + 1);
    expect((await refresh(parts.join('.'))).status).toBe(401);
    expect((await refresh('r.x.1.y')).status).toBe(401);
  });
});
