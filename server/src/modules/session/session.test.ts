import type { TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerMember } from '../../test/client';
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
    expect(await person()).toMatchObject({ status: 401, body: { code: 1101 } });
    const forged = `${m.tokens.token.slice(0, -3)}abc`;
    expect(await person(forged)).toMatchObject({ status: 401, body: { code: 1102 } });
    expect(await person('garbage')).toMatchObject({ status: 401, body: { code: 1102 } });
    t.clock.advance(7201);
    expect(await person(m.tokens.token)).toMatchObject({ status: 401, body: { code: 1103 } });
  });

  it('rotates the refresh token and revokes the session when an old one comes back later', async () => {
    const m = await registerMember(t);
    const first = await refresh(m.tokens.refreshToken);
    expect(first.body.code).toBe(1000);
    expect(first.body.data.refreshToken).not.toBe(m.tokens.refreshToken);
    expect((await person(first.body.data.token)).body.code).toBe(1000);
    t.clock.advance(60);
    const stolen = await refresh(m.tokens.refreshToken);
    expect(stolen).toMatchObject({ status: 401, body: { code: 1104 } });
    // The whole session is gone: the legitimate holder's tokens stop working too.
    expect((await person(first.body.data.token)).status).toBe(401);
    expect((await refresh(first.body.data.refreshToken)).status).toBe(401);
  });

  it('gives two racing refreshes with one token the same new session and no logout', async () => {
    const m = await registerMember(t);
    const [a, b] = await Promise.all([refresh(m.tokens.refreshToken), refresh(m.tokens.refreshToken)]);
    expect(a.body.code).toBe(1000);
    expect(b.body.code).toBe(1000);
    expect(a.body.data.refreshToken).toBe(b.body.data.refreshToken);
    expect((await person(a.body.data.token)).body.code).toBe(1000);
    expect((await person(b.body.data.token)).body.code).toBe(1000);
    const next = await refresh(a.body.data.refreshToken);
    expect(next.body.code).toBe(1000);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('revoked_at', 'is', null).execute();
    expect(sessions.filter((s) => s.generation === 3)).toHaveLength(1);
  });

  it('refreshes an expired access token, and refuses an expired refresh token', async () => {
    const m = await registerMember(t);
    t.clock.advance(7201);
    const renewed = await refresh(m.tokens.refreshToken);
    expect((await person(renewed.body.data.token)).body.code).toBe(1000);
    t.clock.advance(31 * 86400);
    expect((await refresh(renewed.body.data.refreshToken)).status).toBe(401);
  });

  it('logs out at once: access and refresh tokens stop working', async () => {
    const m = await registerMember(t);
    const out = await api(t).post('user/login/logout', undefined, { token: m.tokens.token });
    expect(out.body).toMatchObject({ code: 1000, data: null });
    expect(await person(m.tokens.token)).toMatchObject({ status: 401, body: { code: 1105 } });
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
