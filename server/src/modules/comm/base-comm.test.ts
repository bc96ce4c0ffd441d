import type { TEpsController } from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, operatorToken, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

/** The specification's `app/base/comm/*` calls: uploads as under `comm/comm`, public settings, eps. */
describe.each(DIALECTS)('base/comm (%s)', (dialect) => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = (await registerMember(t)).tokens.token;
  });
  afterAll(() => t.close());

  it('answers the upload mode and takes an upload for a member, as comm/comm does', async () => {
    const mode = await api(t).get('base/comm/uploadMode', { token: member });
    expect(mode.body).toEqual((await api(t).get('comm/comm/uploadMode', { token: member })).body);
    expect(mode.body.data).toEqual({ mode: 'local', maxBytes: 5 * 1024 * 1024 });
    expect((await api(t).get('base/comm/uploadMode')).status).toBe(401);

    const png = new PNG({ width: 2, height: 2 });
    const res = await uploadFile(
      t,
      member,
      { content: PNG.sync.write(png), name: 'still.png' },
      '/api/app/base/comm/upload',
    );
    expect(expectOk(res).url).toMatch(/^\/uploads\/\w+\.png$/);
  });

  it('param: one public setting by key, to anyone; other settings are not keys', async () => {
    expect(
      (await api(t).get('base/comm/param', { query: { key: 'siteName' }, lang: 'en' })).body.data,
    ).toEqual({
      key: 'siteName',
      value: 'Film Club',
    });
    const value = async (key: string) =>
      (await api(t).get<{ value: unknown }>('base/comm/param', { query: { key } })).body.data.value;
    expect(await value('currency')).toBe('USD');
    expect(await value('currencyExponent')).toBe(2);
    const admin = await operatorToken(t);
    await api(t).call('POST', '/api/admin/base/setting/update', {
      token: admin,
      body: { values: { siteName: 'Cine Club' }, reset: [] },
    });
    expect(await value('siteName')).toBe('Cine Club');
    for (const key of ['loginMaxFailures', 'smsDailyPerIp', 'siteDescription']) {
      expectError(await api(t).get('base/comm/param', { query: { key } }), 'VALIDATION_FORMAT', {
        field: 'key',
      });
    }
  });

  it('eps: every member and open route of the route table, by module and controller, and no operator route', async () => {
    const eps = expectOk(await api(t).get<Record<string, TEpsController[]>>('base/comm/eps'));
    const listed = Object.values(eps)
      .flat()
      .flatMap((c) => c.api.map((a) => `${a.method} /api${c.prefix}${a.path}`));
    const table = t.routes
      .filter((r) => r.url.startsWith('/api/app/') || r.url.startsWith('/api/open/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(listed.sort()).toEqual(table.sort());
    expect(listed.some((l) => l.includes('/api/admin/'))).toBe(false);

    const controller = (module: string, prefix: string) => eps[module]?.find((c) => c.prefix === prefix);
    const base = controller('base', '/app/base/comm');
    expect(base?.api).toContainEqual({ method: 'GET', path: '/eps', ignoreToken: true });
    expect(base?.api).toContainEqual({ method: 'GET', path: '/uploadMode', ignoreToken: false });
    expect(controller('user', '/app/user/info')?.api).toContainEqual({
      method: 'GET',
      path: '/person',
      ignoreToken: false,
    });
    expect(controller('finance', '/app/finance/proj')?.api).toContainEqual({
      method: 'GET',
      path: '/detail',
      ignoreToken: true,
    });
    const goods = controller('demo', '/open/demo/goods');
    expect(goods?.name).toBe('goods');
    expect(goods?.columns).toContainEqual({
      propertyName: 'title',
      type: 'string',
      length: 50,
      nullable: false,
    });
    expect(goods?.api.map((a) => a.path).sort()).toEqual([
      '/add',
      '/delete',
      '/info',
      '/list',
      '/page',
      '/update',
    ]);
  });
});
