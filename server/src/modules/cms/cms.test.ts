import type { TAdminContentItem, TContentItem, TContentKind, TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../kernel/passwords';
import { api, memberIdOf, projectBody, registerMember } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { ensureRole, insertAdmin } from '../admin/repo';

type Envelope<T> = { code: number; data: T; message: string };
type Page<T> = { list: T[]; pagination: { page: number; size: number; total: number } };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
const HOUR_MS = 3_600_000;

describe.each(DIALECTS)('content (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signIn();
  });
  afterAll(() => t.close());

  const login = async (username: string, password: string) =>
    (await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: { username, password } })).body
      .data.token;
  /** A fresh operator token (tests that move the clock outlive the last one). */
  async function signIn() {
    token = await login(ADMIN.username, ADMIN.password);
  }

  async function adminPost<T = unknown>(action: string, body: object, as = token) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cms/content/${action}`,
      headers: { authorization: as },
      payload: body,
    });
    return res.json() as Envelope<T>;
  }
  async function adminInfo(id: number, as = token) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/cms/content/info',
      query: { id: String(id) },
      headers: { authorization: as, 'accept-language': 'ar-EG' },
    });
    return res.json() as Envelope<TAdminContentItem>;
  }
  async function read<T>(path: string, lang = 'en', query: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/app/cms/comm/${path}`,
      query,
      headers: { 'accept-language': lang },
    });
    return res.json() as Envelope<T>;
  }
  async function add(body: object) {
    const created = await adminPost<{ id: number }>('add', body);
    expect(created.code, created.message).toBe(1000);
    return created.data.id;
  }
  async function published(body: object) {
    const id = await add(body);
    const done = await adminPost('publish', { id });
    expect(done.code, done.message).toBe(1000);
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
      const list = (await read<Page<TContentItem>>(path, 'ar-EG')).data.list;
      VARIANTS.forEach((v, i) => {
        expect(
          list.find((item) => item.id === ids[i]),
          `${path} ${i}`,
        ).toMatchObject({ kind, ...v.expected });
      });
      const en = (await read<Page<TContentItem>>(path, 'en')).data.list;
      for (const id of ids) expect(en.find((item) => item.id === id)).toMatchObject(english);
    }
    for (const [path, kind] of DETAILS) {
      for (const v of VARIANTS) {
        const id = await published({ kind, texts: v.texts });
        const res = await read<TContentItem>(path, 'ar-EG', { id: String(id) });
        expect(res.data, path).toMatchObject({ id, kind, ...v.expected });
        expect((await read<TContentItem>(path, 'de-DE', { id: String(id) })).data).toMatchObject(english);
      }
    }
    for (const kind of SINGLES) {
      // The single text is the one published last.
      for (const v of VARIANTS) {
        const id = await published({ kind, texts: v.texts });
        t.clock.advance(1);
        expect((await read<TContentItem>(kind, 'ar-EG')).data, kind).toMatchObject({
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
      for (const kind of SINGLES) {
        const res = await fresh.app.inject({ method: 'GET', url: `/api/app/cms/comm/${kind}` });
        expect(res.json()).toMatchObject({ code: 1000, data: null });
      }
    } finally {
      await fresh.close();
    }
    const older = await published({ kind: 'memberRights', texts: { en: { title: 'Rights v1' } } });
    t.clock.advance(1);
    const newer = await published({ kind: 'memberRights', texts: { en: { title: 'Rights v2' } } });
    expect((await read<TContentItem>('memberRights')).data.id).toBe(newer);
    // Withdrawing the current one shows the previous; republishing an older one makes it current.
    expect((await adminPost('unpublish', { id: newer })).code).toBe(1000);
    expect((await read<TContentItem>('memberRights')).data.id).toBe(older);
    expect((await adminPost('publish', { id: newer })).code).toBe(1000);
    t.clock.advance(1);
    expect((await adminPost('unpublish', { id: older })).code).toBe(1000);
    expect((await adminPost('publish', { id: older })).code).toBe(1000);
    expect((await read<TContentItem>('memberRights')).data.title).toBe('Rights v1');
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
    const res = await t.app.inject({ method: 'GET', url: '/api/app/cms/comm/customerService' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 1000,
      data: {
        id,
        kind: 'customerService',
        title: 'Customer service',
        body: '<p>Every day, 09:00 to 21:00.</p><ul><li><a href="mailto:help@club.test" rel="noopener noreferrer" target="_blank">help@club.test</a></li><li><bdi dir="ltr">+1 202 555 0199</bdi> <bdi>x</bdi></li></ul>',
      },
    });
  });

  it('pages news newest published first, pinned items ahead, drafts and deleted items left out', async () => {
    const before = (await read<Page<TContentItem>>('news', 'en', { size: '100' })).data.list.map((i) => i.id);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push(await published({ kind: 'news', texts: { en: { title: `Story ${i}` } } }));
      t.clock.advance(60);
    }
    await add({ kind: 'news', texts: { en: { title: 'Draft story' } } });
    const removed = await published({ kind: 'news', texts: { en: { title: 'Removed story' } } });
    expect((await adminPost('delete', { id: removed })).code).toBe(1000);
    // Republishing keeps a story's first publication date.
    expect((await adminPost('unpublish', { id: ids[0] })).code).toBe(1000);
    expect((await adminPost('publish', { id: ids[0] })).code).toBe(1000);
    const pinned = await published({ kind: 'news', texts: { en: { title: 'Pinned' } }, sort: 10 });

    const total = before.length + 6;
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await read<Page<TContentItem>>('news', 'en', { page: String(page), size: '2' });
      expect(res.code).toBe(1000);
      expect(res.data.pagination).toEqual({ page, size: 2, total });
      seen.push(...res.data.list.map((i) => i.id));
    }
    expect(seen.slice(0, 6)).toEqual([pinned, ...[...ids].reverse()]);
    const first = (await read<Page<TContentItem>>('news', 'en', { size: '1' })).data.list[0];
    expect(first).toMatchObject({ title: 'Pinned', publishedAt: expect.any(String) });
    expect((await read('news', 'en', { size: '101' })).code).toBe(1001);
  });

  it('shows members only published items inside their window, newest first', async () => {
    const now = t.clock.now();
    const older = await published({ kind: 'announcement', texts: { en: { title: 'Older' } } });
    t.clock.advance(1);
    const live = await published({ kind: 'announcement', texts: { en: { title: 'Live' } } });
    const draft = await add({ kind: 'announcement', texts: { en: { title: 'Draft' } } });
    const gone = await published({ kind: 'announcement', texts: { en: { title: 'Deleted' } } });
    expect((await adminPost('delete', { id: gone })).code).toBe(1000);
    const withdrawn = await published({ kind: 'announcement', texts: { en: { title: 'Withdrawn' } } });
    expect((await adminPost('unpublish', { id: withdrawn })).code).toBe(1000);
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
      (await read<Page<TContentItem>>('announcement', 'en', { size: '100' })).data.list
        .map((i) => i.id)
        .filter((id) => mine.includes(id));
    expect(await visible()).toEqual([live, older]);
    for (const id of [draft, gone, withdrawn, later, over]) {
      expect((await read('newsDetail', 'en', { id: String(id) })).code).toBe(1004);
    }
    // A news item or guide of another kind, or one never published, is not found either.
    const draftNews = await add({ kind: 'news', texts: { en: { title: 'Unreleased' } } });
    expect((await read('newsDetail', 'en', { id: String(draftNews) })).code).toBe(1004);
    const guide = await published({ kind: 'guide', texts: { en: { title: 'Guide' } } });
    expect((await read('newsDetail', 'en', { id: String(guide) })).code).toBe(1004);
    expect((await read('siteGuideDetail', 'en', { id: String(guide) })).code).toBe(1000);

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
    expect(window).toMatchObject({ code: 1001 });
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
    const answered = (await read<TContentItem>('siteGuideDetail', 'en', { id: String(id) })).data.body;
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
    expect((await adminInfo(plain)).data.texts.en).toEqual({ title: 'Spaced', summary: 's', body: '' });
    expect((await adminPost('add', { kind: 'news', texts: { en: { title: 'x'.repeat(201) } } })).code).toBe(
      1001,
    );
    expect((await adminPost('add', { kind: 'news', texts: { en: { title: '   ' } } })).code).toBe(1001);
    expect(
      (await adminPost('add', { kind: 'news', texts: { 'ar-EG': { title: 'بلا إنجليزية' } } })).code,
    ).toBe(1001);
    expect((await adminPost('add', { kind: 'news', texts: { en: { title: 'x' } }, extra: 1 })).code).toBe(
      1003,
    );
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
      expect(res.code, JSON.stringify(over)).toBe(1001);
    }
    const guide = await published({ kind: 'guide', texts: { en: { title: 'Not news' } } });
    const asNews = await adminPost('add', {
      kind: 'banner',
      texts: { en: { title: 'B' } },
      link: { kind: 'news', newsId: guide },
    });
    expect(asNews.code).toBe(1001);

    // The operator's own upload call, then a banner on it leading to a news item and another to a project.
    const upload = multipartFile(PNG, 'banner.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/content/upload',
      headers: { authorization: token, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    const image = (uploaded.json() as Envelope<{ url: string }>).data.url;
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
    const banners = (await read<Page<TContentItem>>('banner', 'en', { size: '100' })).data.list;
    expect(banners.slice(0, 3)).toMatchObject([
      { id: toWeb, link: { kind: 'url', url: 'https://club.example/about' }, image: null },
      { id: toNews, image, link: { kind: 'news', newsId: news } },
      { id: toProject, link: { kind: 'project', projectId: project } },
    ]);
  });

  /** A draft project through the operator API, for a banner to lead to. */
  async function createProject() {
    const now = t.clock.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/finance/proj/add',
      headers: { authorization: token },
      payload: projectBody(now, {
        fundraisingStartAt: new Date(now + HOUR_MS).toISOString(),
        fundraisingEndAt: new Date(now + 240 * HOUR_MS).toISOString(),
      }),
    });
    const body = res.json() as Envelope<{ id: number }>;
    expect(body.code, body.message).toBe(1000);
    return body.data.id;
  }

  it('lets the operator page, filter and open items, and audits every write with before and after', async () => {
    const id = await add({
      kind: 'qualifications',
      texts: { en: { title: 'Licences', body: '<p>Licence A</p>' }, 'ar-EG': { title: 'التراخيص' } },
      image: await operatorImage(),
    });
    const info = await adminInfo(id);
    expect(info.data).toMatchObject({
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
    const drafts = await adminPost<Page<TAdminContentItem>>('page', {
      kind: 'qualifications',
      status: 'draft',
    });
    expect(drafts.data.list.map((i) => i.id)).toEqual([id]);

    const updated = await adminPost('update', {
      id,
      kind: 'qualifications',
      texts: { en: { title: 'Licences and permits', body: '<p>Licence A</p><p>Permit B</p>' } },
    });
    expect(updated.code, updated.message).toBe(1000);
    expect((await adminPost('update', { id, kind: 'news', texts: { en: { title: 'x' } } })).code).toBe(1001);
    expect((await adminPost('publish', { id })).code).toBe(1000);
    expect(
      (await adminPost<Page<TAdminContentItem>>('page', { kind: 'qualifications', status: 'draft' })).data
        .list,
    ).toEqual([]);
    const live = await adminPost<Page<TAdminContentItem>>('page', {
      kind: 'qualifications',
      status: 'published',
    });
    const mine = live.data.list.find((i) => i.id === id);
    expect(mine?.texts).toEqual({
      en: { title: 'Licences and permits', summary: '', body: '<p>Licence A</p><p>Permit B</p>' },
    });
    expect((await adminPost('unpublish', { id })).code).toBe(1000);
    expect((await adminPost('delete', { id })).code).toBe(1000);
    expect((await adminInfo(id)).code).toBe(1004);
    expect((await adminPost('publish', { id })).code).toBe(1004);
    expect(
      (await adminPost('update', { id, kind: 'qualifications', texts: { en: { title: 'x' } } })).code,
    ).toBe(1004);
    const all = (await adminPost<Page<TAdminContentItem>>('page', { kind: 'qualifications', size: 100 })).data
      .list;
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
      (await adminPost<Page<TAdminContentItem>>('page', { kind: 'partner', size: 100, ...body })).data;
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
    expect((await adminPost('page', { sortField: 'title' })).code).toBe(1001);
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
    const operator = async (name: string, keys: string[]) => {
      const roleId = await ensureRole(t.db, name, keys);
      await insertAdmin(t.db, {
        username: name,
        password_hash: await hashPassword(`${name}-pass-1`),
        role_id: roleId,
        created_at: t.clock.now(),
      });
      return login(name, `${name}-pass-1`);
    };
    const outsider = await operator('projects-only', ['finance:proj:read', 'finance:*:*']);
    const reader = await operator('cms-reader', ['cms:content:read', 'cms:news:read']);
    const item = await add({ kind: 'news', texts: { en: { title: 'Guarded' } } });
    for (const route of cmsRoutes) {
      for (const as of [outsider, reader]) {
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url,
          headers: { authorization: as },
          ...(route.method === 'GET'
            ? { query: { id: String(item) } }
            : { payload: route.url.endsWith('/page') ? {} : { id: item } }),
        });
        const allowed = as === reader && route.permission === 'cms:content:read';
        expect(res.json().code, `${route.url} ${as === reader ? 'reader' : 'outsider'}`).toBe(
          allowed ? 1000 : 1005,
        );
      }
    }
    // Nothing the refused calls carried changed the item or wrote an audit line.
    expect((await adminInfo(item)).data.status).toBe('draft');
    expect((await auditOf(item)).map((a) => a.action)).toEqual(['cms:content:add']);
    // Members and visitors are not operators.
    const member = await registerMember(t);
    expect((await adminPost('page', {}, member.tokens.token)).code).not.toBe(1000);
    expect((await adminPost('page', {}, '')).code).not.toBe(1000);
  });
});
