import {
  ErrorCode,
  type TAdminContentItem,
  type TContentItem,
  type TContentKind,
  type TPaged,
} from '@club/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../kernel/calendar';
import {
  api,
  expectError,
  expectOk,
  type Method,
  memberIdOf,
  operatorToken,
  operatorWithKeys,
  projectBody,
  registerMember,
  request,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe.each(DIALECTS)('content (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signIn();
  });
  afterAll(() => t.close());

  /** A fresh operator token (tests that move the clock outlive the last one). */
  async function signIn() {
    token = await operatorToken(t);
  }

  const adminPost = <T = unknown>(action: string, body: object, as = token) =>
    request<T>(t, 'POST', `/api/admin/cms/content/${action}`, { token: as, body });
  const adminInfo = (id: number, as = token) =>
    request<TAdminContentItem>(t, 'GET', '/api/admin/cms/content/info', {
      token: as,
      query: { id: String(id) },
      lang: 'ar-EG',
    });
  /** A member app content call (public) in the reader's language. */
  const read = <T>(path: string, lang = 'en', query: Record<string, string> = {}) =>
    api(t).get<T>(`cms/comm/${path}`, { lang, query });
  const add = async (body: object) => expectOk(await adminPost<{ id: number }>('add', body)).id;
  async function published(body: object) {
    const id = await add(body);
    expectOk(await adminPost('publish', { id }));
    return id;
  }
  const operatorImage = async () => (await t.services.uploads.saveImage(PNG, { kind: 'admin', id: 1 })).url;
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', `content:${id}`)
      .orderBy('id')
      .execute();

  const LISTS: [string, TContentKind][] = [
    ['news', 'news'],
    ['siteGuideList', 'guide'],
    ['announcement', 'announcement'],
    ['partners', 'partner'],
    ['banner', 'banner'],
  ];
  const DETAILS: [string, TContentKind][] = [
    ['newsDetail', 'news'],
    ['siteGuideDetail', 'guide'],
  ];
  const SINGLES: TContentKind[] = [
    'companyProfile',
    'qualifications',
    'memberClause',
    'memberRights',
    'customerService',
  ];
  const english = {
    title: 'Premiere night',
    summary: 'Red carpet in Lisbon',
    body: '<p>Doors open at eight.</p>',
  };
  const arabic = {
    title: 'ليلة العرض الأول',
    summary: 'السجادة الحمراء',
    body: '<p>تفتح الأبواب في الثامنة.</p>',
  };
  /** Only English; Arabic in full; Arabic with only a title (summary and body fall back). */
  const VARIANTS = [
    { texts: { en: english }, expected: english },
    { texts: { en: english, 'ar-EG': arabic }, expected: arabic },
    {
      texts: { en: english, 'ar-EG': { title: arabic.title } },
      expected: { ...english, title: arabic.title },
    },
  ];

  it('answers every content call in the reader language, each field falling back to English', async () => {
    for (const [path, kind] of LISTS) {
      const ids: number[] = [];
      for (const v of VARIANTS) ids.push(await published({ kind, texts: v.texts }));
      const list = (await read<TPaged<TContentItem>>(path, 'ar-EG')).body.data.list;
      VARIANTS.forEach((v, i) => {
        expect(
          list.find((item) => item.id === ids[i]),
          `${path} ${i}`,
        ).toMatchObject({ kind, ...v.expected });
      });
      const en = (await read<TPaged<TContentItem>>(path, 'en')).body.data.list;
      for (const id of ids) expect(en.find((item) => item.id === id)).toMatchObject(english);
    }
    for (const [path, kind] of DETAILS) {
      for (const v of VARIANTS) {
        const id = await published({ kind, texts: v.texts });
        const res = await read<TContentItem>(path, 'ar-EG', { id: String(id) });
        expect(res.body.data, path).toMatchObject({ id, kind, ...v.expected });
        expect((await read<TContentItem>(path, 'de-DE', { id: String(id) })).body.data).toMatchObject(
          english,
        );
      }
    }
    for (const kind of SINGLES) {
      // The single text is the one published last.
      for (const v of VARIANTS) {
        const id = await published({ kind, texts: v.texts });
        t.clock.advance(1);
        expect((await read<TContentItem>(kind, 'ar-EG')).body.data, kind).toMatchObject({
          id,
          kind,
          ...v.expected,
        });
      }
    }
  });

  it('answers null for a single text never published, and the latest published one otherwise', async () => {
    const fresh = await createTestApp(dialect);
    try {
      for (const kind of SINGLES) expect(expectOk(await api(fresh).get(`cms/comm/${kind}`))).toBeNull();
    } finally {
      await fresh.close();
    }
    const older = await published({ kind: 'memberRights', texts: { en: { title: 'Rights v1' } } });
    t.clock.advance(1);
    const newer = await published({ kind: 'memberRights', texts: { en: { title: 'Rights v2' } } });
    expect((await read<TContentItem>('memberRights')).body.data.id).toBe(newer);
    // Withdrawing the current one shows the previous; republishing an older one makes it current.
    expectOk(await adminPost('unpublish', { id: newer }));
    expect((await read<TContentItem>('memberRights')).body.data.id).toBe(older);
    expectOk(await adminPost('publish', { id: newer }));
    t.clock.advance(1);
    expectOk(await adminPost('unpublish', { id: older }));
    expectOk(await adminPost('publish', { id: older }));
    expect((await read<TContentItem>('memberRights')).body.data.title).toBe('Rights v1');
  });

  it('tells visitors how to reach customer service: the published text, its mail link and left-to-right phone kept, drafts unseen', async () => {
    const body =
      '<p>Every day, 09:00 to 21:00.</p><ul><li><a href="mailto:help@club.test" onclick="x()">help@club.test</a></li><li><bdi dir="ltr" onclick="x()">+1 202 555 0199</bdi> <bdi dir="sideways">x</bdi></li></ul>';
    const id = await published({
      kind: 'customerService',
      texts: { en: { title: 'Customer service', body } },
    });
    t.clock.advance(1);
    await add({ kind: 'customerService', texts: { en: { title: 'Unfinished hours' } } });
    expect(expectOk(await api(t).get('cms/comm/customerService'))).toMatchObject({
      id,
      kind: 'customerService',
      title: 'Customer service',
      body: '<p>Every day, 09:00 to 21:00.</p><ul><li><a href="mailto:help@club.test" rel="noopener noreferrer" target="_blank">help@club.test</a></li><li><bdi dir="ltr">+1 202 555 0199</bdi> <bdi>x</bdi></li></ul>',
    });
  });

  it('pages news newest published first, pinned items ahead, drafts and deleted items left out', async () => {
    const before = (await read<TPaged<TContentItem>>('news', 'en', { size: '100' })).body.data.list.map(
      (i) => i.id,
    );
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push(await published({ kind: 'news', texts: { en: { title: `Story ${i}` } } }));
      t.clock.advance(60);
    }
    await add({ kind: 'news', texts: { en: { title: 'Draft story' } } });
    const removed = await published({ kind: 'news', texts: { en: { title: 'Removed story' } } });
    expectOk(await adminPost('delete', { id: removed }));
    // Republishing keeps a story's first publication date.
    expectOk(await adminPost('unpublish', { id: ids[0] }));
    expectOk(await adminPost('publish', { id: ids[0] }));
    const pinned = await published({ kind: 'news', texts: { en: { title: 'Pinned' } }, sort: 10 });

    const total = before.length + 6;
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = expectOk(await read<TPaged<TContentItem>>('news', 'en', { page: String(page), size: '2' }));
      expect(res.pagination).toEqual({ page, size: 2, total });
      seen.push(...res.list.map((i) => i.id));
    }
    expect(seen.slice(0, 6)).toEqual([pinned, ...[...ids].reverse()]);
    const first = (await read<TPaged<TContentItem>>('news', 'en', { size: '1' })).body.data.list[0];
    expect(first).toMatchObject({ title: 'Pinned', publishedAt: expect.any(String) });
    expectError(await read('news', 'en', { size: '101' }), 'VALIDATION_FORMAT');
  });

  it('shows members only published items inside their window, newest first', async () => {
    const now = t.clock.now();
    const older = await published({ kind: 'announcement', texts: { en: { title: 'Older' } } });
    t.clock.advance(1);
    const live = await published({ kind: 'announcement', texts: { en: { title: 'Live' } } });
    const draft = await add({ kind: 'announcement', texts: { en: { title: 'Draft' } } });
    const gone = await published({ kind: 'announcement', texts: { en: { title: 'Deleted' } } });
    expectOk(await adminPost('delete', { id: gone }));
    const withdrawn = await published({ kind: 'announcement', texts: { en: { title: 'Withdrawn' } } });
    expectOk(await adminPost('unpublish', { id: withdrawn }));
    const later = await published({
      kind: 'announcement',
      texts: { en: { title: 'Later' } },
      showFrom: new Date(now + HOUR_MS).toISOString(),
      showUntil: new Date(now + 3 * HOUR_MS).toISOString(),
    });
    const over = await published({
      kind: 'announcement',
      texts: { en: { title: 'Over' } },
      showFrom: new Date(now - 2 * HOUR_MS).toISOString(),
      showUntil: new Date(now - HOUR_MS).toISOString(),
    });
    const mine = [older, live, draft, gone, withdrawn, later, over];
    const visible = async () =>
      (await read<TPaged<TContentItem>>('announcement', 'en', { size: '100' })).body.data.list
        .map((i) => i.id)
        .filter((id) => mine.includes(id));
    expect(await visible()).toEqual([live, older]);
    for (const id of [draft, gone, withdrawn, later, over]) {
      expectError(await read('newsDetail', 'en', { id: String(id) }), 'NOT_FOUND');
    }
    // A news item or guide of another kind, or one never published, is not found either.
    const draftNews = await add({ kind: 'news', texts: { en: { title: 'Unreleased' } } });
    expectError(await read('newsDetail', 'en', { id: String(draftNews) }), 'NOT_FOUND');
    const guide = await published({ kind: 'guide', texts: { en: { title: 'Guide' } } });
    expectError(await read('newsDetail', 'en', { id: String(guide) }), 'NOT_FOUND');
    expectOk(await read('siteGuideDetail', 'en', { id: String(guide) }));

    t.clock.advance(2 * 3600);
    expect(await visible()).toEqual([later, live, older]);
    t.clock.advance(2 * 3600);
    expect(await visible()).toEqual([live, older]);
    await signIn();
    const window = await adminPost('add', {
      kind: 'announcement',
      texts: { en: { title: 'Backwards' } },
      showFrom: new Date(t.clock.now()).toISOString(),
      showUntil: new Date(t.clock.now() - 1).toISOString(),
    });
    expectError(window, 'VALIDATION_FORMAT');
  });

  it('never stores or answers a script, a handler, a javascript: link, a style or a foreign image', async () => {
    const own = await operatorImage();
    const id = await published({
      kind: 'guide',
      texts: {
        en: {
          title: 'How payouts work',
          body:
            '<p style="color:red" onclick="steal()">Safe <strong>text</strong></p><script>alert(1)</script>' +
            `<img src=x onerror="alert(2)"><img src="${own}" onload="x()" alt="chart"><img src="/uploads/../api/x.png">` +
            '<a href="javascript:alert(3)">bad</a><a href=" JaVaScRiPt:alert(4)">worse</a>' +
            '<a href="https://example.org" target="_self" onmouseover="x()">good</a><a href="mailto:help@club.test">mail</a>' +
            '<iframe src="https://e.vil"></iframe><h1>Title</h1><div><em>kept</em></div>' +
            '<table><tr><td style="x">cell</td></tr></table>',
        },
      },
    });
    const stored = await t.db
      .selectFrom('content_texts')
      .select('body')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    const answered = (await read<TContentItem>('siteGuideDetail', 'en', { id: String(id) })).body.data.body;
    expect(answered).toBe(stored.body);
    for (const html of [stored.body, answered]) {
      expect(html).not.toMatch(
        /script|onerror|onclick|onload|onmouseover|javascript:|style|iframe|src="x"|\.\./i,
      );
      expect(html).toContain('<p>Safe <strong>text</strong></p>');
      expect(html).toContain(`<img src="${own}" alt="chart" />`);
      expect(html).toContain(
        '<a href="https://example.org" rel="noopener noreferrer" target="_blank">good</a>',
      );
      expect(html).toContain(
        '<a href="mailto:help@club.test" rel="noopener noreferrer" target="_blank">mail</a>',
      );
      expect(html).toContain('<a rel="noopener noreferrer" target="_blank">bad</a>');
      expect(html).toContain('<a rel="noopener noreferrer" target="_blank">worse</a>');
      expect(html).toContain('Title<em>kept</em><table><tr><td>cell</td></tr></table>');
      expect(html.match(/<img/g)).toHaveLength(1);
    }
    // Titles and summaries are plain text, trimmed and bounded.
    const plain = await add({ kind: 'news', texts: { en: { title: '  Spaced  ', summary: ' s ' } } });
    expect((await adminInfo(plain)).body.data.texts.en).toEqual({ title: 'Spaced', summary: 's', body: '' });
    expectError(
      await adminPost('add', { kind: 'news', texts: { en: { title: 'x'.repeat(201) } } }),
      'VALIDATION_FORMAT',
    );
    expectError(
      await adminPost('add', { kind: 'news', texts: { en: { title: '   ' } } }),
      'VALIDATION_FORMAT',
    );
    expectError(
      await adminPost('add', { kind: 'news', texts: { 'ar-EG': { title: 'بلا إنجليزية' } } }),
      'VALIDATION_FORMAT',
    );
    expectError(
      await adminPost('add', { kind: 'news', texts: { en: { title: 'x' } }, extra: 1 }),
      'VALIDATION_UNKNOWN_FIELD',
    );
  });

  it("stores an article image with its upload's pixel size, so the page holds its space while it loads", async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c9a14a' } })
      .png()
      .toBuffer();
    const { url } = await t.services.uploads.saveImage(png, { kind: 'admin', id: 1 });
    const id = await published({
      kind: 'news',
      texts: {
        en: { title: 'Stills', body: `<p>From the set</p><img src="${url}" alt="Set" width="5" height="5">` },
      },
    });
    const stored = await t.db
      .selectFrom('content_texts')
      .select('body')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toContain(`<img src="${url}" alt="Set" width="320" height="200" />`);
  });

  it('takes only operator uploads as images and links only to projects, news or https pages', async () => {
    const member = await registerMember(t);
    const memberUpload = await t.services.uploads.saveImage(PNG, {
      kind: 'member',
      id: await memberIdOf(t, member.phone),
    });
    const refused = [
      { image: memberUpload.url },
      { image: 'https://elsewhere.example/logo.png' },
      { image: '/uploads/0123456789abcdef0123456789abcdef.png' },
      { texts: { en: { title: 'B', body: `<p><img src="${memberUpload.url}"></p>` } } },
      { link: { kind: 'url', url: 'http://plain.example' } },
      { link: { kind: 'url', url: 'javascript:alert(1)' } },
      { link: { kind: 'project', projectId: 999_999 } },
      { link: { kind: 'news', newsId: 999_999 } },
    ];
    for (const over of refused) {
      const res = await adminPost('add', { kind: 'banner', texts: { en: { title: 'B' } }, ...over });
      expect(res.body.code, JSON.stringify(over)).toBe(ErrorCode.VALIDATION_FORMAT);
    }
    const guide = await published({ kind: 'guide', texts: { en: { title: 'Not news' } } });
    const asNews = await adminPost('add', {
      kind: 'banner',
      texts: { en: { title: 'B' } },
      link: { kind: 'news', newsId: guide },
    });
    expectError(asNews, 'VALIDATION_FORMAT');

    // The operator's own upload call, then a banner on it leading to a news item and another to a project.
    const uploaded = await uploadFile(
      t,
      token,
      { content: PNG, name: 'banner.png' },
      '/api/admin/cms/content/upload',
    );
    const image = expectOk(uploaded).url;
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const news = await published({ kind: 'news', texts: { en: { title: 'Festival' } } });
    const project = await createProject();
    const toNews = await published({
      kind: 'banner',
      texts: { en: { title: 'Festival week' } },
      image,
      link: { kind: 'news', newsId: news },
      sort: 2,
    });
    const toProject = await published({
      kind: 'banner',
      texts: { en: { title: 'Back the film' } },
      image: await operatorImage(),
      link: { kind: 'project', projectId: project },
      sort: 1,
    });
    const toWeb = await published({
      kind: 'banner',
      texts: { en: { title: 'Our site' } },
      link: { kind: 'url', url: 'https://club.example/about' },
      sort: 3,
    });
    const banners = (await read<TPaged<TContentItem>>('banner', 'en', { size: '100' })).body.data.list;
    expect(banners.slice(0, 3)).toMatchObject([
      { id: toWeb, link: { kind: 'url', url: 'https://club.example/about' }, image: null },
      { id: toNews, image, link: { kind: 'news', newsId: news } },
      { id: toProject, link: { kind: 'project', projectId: project } },
    ]);
  });

  /** A draft project through the operator API, for a banner to lead to. */
  async function createProject() {
    const now = t.clock.now();
    const res = await request<{ id: number }>(t, 'POST', '/api/admin/finance/proj/add', {
      token,
      body: projectBody(now, {
        fundraisingStartAt: new Date(now + HOUR_MS).toISOString(),
        fundraisingEndAt: new Date(now + 240 * HOUR_MS).toISOString(),
      }),
    });
    return expectOk(res).id;
  }

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
