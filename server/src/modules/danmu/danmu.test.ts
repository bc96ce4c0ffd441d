import type { TAdminChatRoom, TAdminDanmu, TDanmu, TPaged } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  expectError,
  expectOk,
  liftSmsCap,
  memberIdOf,
  operatorApi,
  operatorWithKeys,
  projectBody,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('danmu (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let projectId: number;
  let draftId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await liftSmsCap(t);
    ops = await operatorApi(t);
    projectId = expectOk(await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now()))).id;
    expectOk(await ops.post('finance/proj/publish', { id: projectId }));
    draftId = expectOk(await ops.post<{ id: number }>('finance/proj/add', projectBody(t.clock.now()))).id;
  });
  afterAll(async () => {
    await t.close();
  });

  async function member() {
    const m = await registerMember(t);
    return { id: await memberIdOf(t, m.phone), token: m.tokens.token };
  }
  const send = (token: string, body: object) =>
    api(t).post<TDanmu>(
      'trailer/danmu/send',
      { projectId, atMs: 1500, body: 'What a shot!', ...body },
      { token },
    );
  const list = async (token: string, id = projectId) =>
    expectOk(await api(t).get<TDanmu[]>('trailer/danmu/list', { token, query: { projectId: String(id) } }));
  const page = async (body: object = {}) =>
    expectOk(await ops.post<TPaged<TAdminDanmu>>('trailer/danmu/page', { projectId, ...body }));

  it('posts a danmu, trimmed, and lists the visible ones by where they enter, marking the reader’s own', async () => {
    const a = await member();
    const b = await member();
    const late = expectOk(await send(a.token, { atMs: 9000, body: '  Late one  ' }));
    expect(late).toMatchObject({ atMs: 9000, body: 'Late one', mine: true });
    expectOk(await send(b.token, { atMs: 200, body: 'Early' }));

    const seen = (await list(a.token)).filter((d) => ['Late one', 'Early'].includes(d.body));
    expect(seen.map((d) => [d.body, d.mine])).toEqual([
      ['Early', false],
      ['Late one', true],
    ]);
  });

  it('refuses bad input and changes nothing', async () => {
    const m = await member();
    const before = (await list(m.token)).length;
    for (const bad of [
      { body: '   ' },
      { body: 'x'.repeat(51) },
      { body: 'line\nbreak' },
      { atMs: -1 },
      { atMs: 1.5 },
      { extra: 1 },
    ])
      expect((await send(m.token, bad)).body.code).not.toBe(1000);
    expectError(await send(m.token, { body: '' }), 'VALIDATION_FORMAT');
    expectError(await send(m.token, { projectId: draftId }), 'NOT_FOUND');
    expectError(await send(m.token, { projectId: 999_999 }), 'NOT_FOUND');
    expect(await list(m.token)).toHaveLength(before);
    expectOk(await send(m.token, { body: 'x'.repeat(50) }));
  });

  it('refuses a member under a chat ban, in their language, and takes them again once it is lifted', async () => {
    const m = await member();
    const roomId = expectOk(
      await ops.post<TAdminChatRoom>('chat/room/add', {
        name: 'Lobby',
        avatar: null,
        announcement: '',
        rules: '',
        mutedAll: false,
      }),
    ).id;
    expectOk(await ops.post('chat/ban/add', { roomId, userId: m.id, reason: 'Spam', until: null }));
    const refused = await api(t).post(
      'trailer/danmu/send',
      { projectId, atMs: 0, body: 'Spam spam' },
      { token: m.token, lang: 'de-DE' },
    );
    expectError(refused, 'DANMU_CANNOT_POST', {});
    expect((await list(m.token)).some((d) => d.body === 'Spam spam')).toBe(false);

    expectOk(await ops.post('chat/ban/remove', { roomId, userId: m.id }));
    expectOk(await send(m.token, { body: 'Back again' }));
  });

  it('lets an operator hide a danmu and show it again, audited, and members stop getting it meanwhile', async () => {
    const m = await member();
    const posted = expectOk(await send(m.token, { body: 'Hide me' }));

    const row = (await page({ status: 'visible' })).list.find((d) => d.id === posted.id);
    expect(row).toMatchObject({
      projectId,
      userId: m.id,
      body: 'Hide me',
      status: 'visible',
      hiddenBy: null,
    });
    expect(row?.projectTitle).toBe('The Long Take');

    expectOk(await ops.post('trailer/danmu/hide', { id: posted.id }));
    expect((await list(m.token)).some((d) => d.id === posted.id)).toBe(false);
    const hidden = (await page({ status: 'hidden' })).list.find((d) => d.id === posted.id);
    expect(hidden).toMatchObject({ status: 'hidden', hiddenBy: 'operator' });
    expect(hidden?.hiddenAt).not.toBeNull();
    // A second hide changes nothing and writes no second line.
    expectOk(await ops.post('trailer/danmu/hide', { id: posted.id }));

    expectOk(await ops.post('trailer/danmu/show', { id: posted.id }));
    expect((await list(m.token)).some((d) => d.id === posted.id)).toBe(true);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `danmu:${posted.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['trailer:danmu:hide', 'trailer:danmu:show']);
    expectError(await ops.post('trailer/danmu/hide', { id: 999_999 }), 'NOT_FOUND');
  });

  it('takes members only on member calls and the danmu keys on operator calls', async () => {
    const m = await member();
    expectError(
      await api(t).get('trailer/danmu/list', { query: { projectId: String(projectId) } }),
      'AUTH_REQUIRED',
    );
    expectError(await api(t).post('trailer/danmu/send', { projectId, atMs: 0, body: 'hi' }), 'AUTH_REQUIRED');
    const posted = expectOk(await send(m.token, { body: 'Keys' }));
    expectError(
      await api(t, { prefix: '/api/admin/', token: m.token }).post('trailer/danmu/hide', { id: posted.id }),
      'TOKEN_INVALID',
    );

    const reader = await operatorWithKeys(t, 'danmu.reader', ['trailer:danmu:page']);
    const readerApi = api(t, { prefix: '/api/admin/', token: reader.token });
    expectOk(await readerApi.post('trailer/danmu/page', {}));
    expectError(await readerApi.post('trailer/danmu/hide', { id: posted.id }), 'FORBIDDEN');
    expect((await list(m.token)).some((d) => d.id === posted.id)).toBe(true);
  });
});
