import { ErrorCode, type TContentItem, type TPaged } from '@club/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../kernel/calendar';
import { expectError, expectOk, memberIdOf, projectBody, registerMember, request } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';
import { PNG, useContentApp } from './content.fixtures';

describe.each(DIALECTS)('content input (%s)', (dialect) => {
  const { app, adminPost, adminInfo, read, add, published, operatorImage } = useContentApp(dialect);
  let t: TestApp;
  let token: string;
  beforeAll(() => {
    ({ t, token } = app);
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
});
