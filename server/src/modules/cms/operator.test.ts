import { ErrorCode, type TAdminContentItem, type TPaged } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  expectOk,
  type Method,
  operatorWithKeys,
  registerMember,
  request,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { useContentApp } from './content.fixtures';

describe.each(DIALECTS)('content operator (%s)', (dialect) => {
  const { app, adminPost, adminInfo, add, operatorImage } = useContentApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', `content:${id}`)
      .orderBy('id')
      .execute();

  it('lets the operator page, filter and open items, and audits every write with before and after', async () => {
    const id = await add({
      kind: 'qualifications',
      texts: { en: { title: 'Licences', body: '<p>Licence A</p>' }, 'ar-EG': { title: 'التراخيص' } },
      image: await operatorImage(),
    });
    expect(expectOk(await adminInfo(id))).toMatchObject({
      id,
      kind: 'qualifications',
      status: 'draft',
      title: 'التراخيص',
      body: '<p>Licence A</p>',
      publishedAt: null,
      texts: {
        en: { title: 'Licences', summary: '', body: '<p>Licence A</p>' },
        'ar-EG': { title: 'التراخيص', summary: '', body: '' },
      },
    });
    const drafts = await adminPost<TPaged<TAdminContentItem>>('page', {
      kind: 'qualifications',
      status: 'draft',
    });
    expect(drafts.body.data.list.map((i) => i.id)).toEqual([id]);

    const updated = await adminPost('update', {
      id,
      kind: 'qualifications',
      texts: { en: { title: 'Licences and permits', body: '<p>Licence A</p><p>Permit B</p>' } },
    });
    expectOk(updated);
    expectError(
      await adminPost('update', { id, kind: 'news', texts: { en: { title: 'x' } } }),
      'VALIDATION_FORMAT',
    );
    expectOk(await adminPost('publish', { id }));
    expect(
      (await adminPost<TPaged<TAdminContentItem>>('page', { kind: 'qualifications', status: 'draft' })).body
        .data.list,
    ).toEqual([]);
    const live = await adminPost<TPaged<TAdminContentItem>>('page', {
      kind: 'qualifications',
      status: 'published',
    });
    const mine = live.body.data.list.find((i) => i.id === id);
    expect(mine?.texts).toEqual({
      en: { title: 'Licences and permits', summary: '', body: '<p>Licence A</p><p>Permit B</p>' },
    });
    expectOk(await adminPost('unpublish', { id }));
    expectOk(await adminPost('delete', { id }));
    expectError(await adminInfo(id), 'NOT_FOUND');
    expectError(await adminPost('publish', { id }), 'NOT_FOUND');
    expectError(
      await adminPost('update', { id, kind: 'qualifications', texts: { en: { title: 'x' } } }),
      'NOT_FOUND',
    );
    const all = (await adminPost<TPaged<TAdminContentItem>>('page', { kind: 'qualifications', size: 100 }))
      .body.data.list;
    expect(all.map((i) => i.id)).not.toContain(id);

    const audit = (await auditOf(id)).map((a) => ({
      action: a.action,
      actor: a.actor_id,
      before: a.before === null ? null : JSON.parse(a.before),
      after: a.after === null ? null : JSON.parse(a.after),
    }));
    expect(audit.map((a) => a.action)).toEqual([
      'cms:content:add',
      'cms:content:update',
      'cms:content:publish',
      'cms:content:unpublish',
      'cms:content:delete',
    ]);
    expect(audit.every((a) => a.actor === 1)).toBe(true);
    const [added, edit, publish, unpublish, remove] = audit;
    expect(added.before).toBeNull();
    expect(added.after).toMatchObject({ id, status: 'draft', texts: [{ lang: 'ar-EG' }, { lang: 'en' }] });
    expect(edit.before.texts.map((x: { title: string }) => x.title)).toEqual(['التراخيص', 'Licences']);
    expect(edit.after.texts).toEqual([
      { lang: 'en', title: 'Licences and permits', summary: '', body: '<p>Licence A</p><p>Permit B</p>' },
    ]);
    expect([publish.before.status, publish.after.status]).toEqual(['draft', 'published']);
    expect(publish.after.published_at).toEqual(expect.any(Number));
    expect([unpublish.before.status, unpublish.after.status]).toEqual(['published', 'draft']);
    expect([remove.before.status, remove.after.status]).toEqual(['draft', 'deleted']);
  });

  it('searches the operator list by title in any language and sorts it by the chosen column', async () => {
    const a = await add({ kind: 'partner', texts: { en: { title: 'Lumen Studios' } }, sort: 5 });
    const b = await add({
      kind: 'partner',
      texts: { en: { title: 'Night Owl' }, 'ar-EG': { title: 'استوديو لومن' } },
    });
    t.clock.advance(1);
    const c = await add({ kind: 'partner', texts: { en: { title: 'LUMEN distribution' } }, sort: 1 });
    const page = async (body: object) =>
      (await adminPost<TPaged<TAdminContentItem>>('page', { kind: 'partner', size: 100, ...body })).body.data;
    expect((await page({ search: 'lumen' })).list.map((i) => i.id)).toEqual([a, c]);
    expect((await page({ search: 'لومن' })).list.map((i) => i.id)).toEqual([b]);
    expect(
      (await page({ search: 'lumen', sortField: 'sort', sortOrder: 'asc' })).list.map((i) => i.id),
    ).toEqual([c, a]);
    expect((await page({ search: 'lumen', sortField: 'updatedAt', sortOrder: 'desc' })).list[0].id).toBe(c);
    expect((await page({ search: 'lumen', size: 1, page: 2 })).pagination).toEqual({
      page: 2,
      size: 1,
      total: 2,
    });
    expectError(await adminPost('page', { sortField: 'title' }), 'VALIDATION_FORMAT');
  });

  it('refuses every operator content call to an operator whose role lacks its key', async () => {
    const cmsRoutes = t.routes.filter((r) => r.url.startsWith('/api/admin/cms/'));
    expect(cmsRoutes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      'GET /api/admin/cms/content/info cms:content:read',
      'POST /api/admin/cms/content/add cms:content:add',
      'POST /api/admin/cms/content/delete cms:content:delete',
      'POST /api/admin/cms/content/page cms:content:read',
      'POST /api/admin/cms/content/publish cms:content:publish',
      'POST /api/admin/cms/content/unpublish cms:content:publish',
      'POST /api/admin/cms/content/update cms:content:update',
      'POST /api/admin/cms/content/upload cms:content:upload',
    ]);
    const operator = async (username: string, keys: string[]) =>
      (await operatorWithKeys(t, username, keys)).token;
    const outsider = await operator('projects-only', ['finance:proj:read', 'finance:*:*']);
    const reader = await operator('cms-reader', ['cms:content:read', 'cms:news:read']);
    const item = await add({ kind: 'news', texts: { en: { title: 'Guarded' } } });
    for (const route of cmsRoutes) {
      for (const as of [outsider, reader]) {
        const res = await request(t, route.method as Method, route.url, {
          token: as,
          ...(route.method === 'GET'
            ? { query: { id: String(item) } }
            : { body: route.url.endsWith('/page') ? {} : { id: item } }),
        });
        const allowed = as === reader && route.permission === 'cms:content:read';
        expect(res.body.code, `${route.url} ${as === reader ? 'reader' : 'outsider'}`).toBe(
          allowed ? ErrorCode.SUCCESS : ErrorCode.FORBIDDEN,
        );
      }
    }
    // Nothing the refused calls carried changed the item or wrote an audit line.
    expect((await adminInfo(item)).body.data.status).toBe('draft');
    expect((await auditOf(item)).map((a) => a.action)).toEqual(['cms:content:add']);
    // Members and visitors are not operators.
    const member = await registerMember(t);
    expect((await adminPost('page', {}, member.tokens.token)).body.code).not.toBe(ErrorCode.SUCCESS);
    expect((await adminPost('page', {}, '')).body.code).not.toBe(ErrorCode.SUCCESS);
  });
});
