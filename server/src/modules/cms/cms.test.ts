import type { TContentItem, TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';

type Envelope<T> = { code: number; data: T; message: string };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe.each(DIALECTS)('content (%s)', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN })).body.data
      .token;
  });
  afterAll(() => t.close());

  async function adminPost<T = unknown>(action: string, body: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/cms/content/${action}`,
      headers: { authorization: admin },
      payload: body,
    });
    return res.json() as Envelope<T>;
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
  async function published(body: object) {
    const created = await adminPost<{ id: number }>('add', body);
    expect(created.code, created.message).toBe(1000);
    expect((await adminPost('publish', { id: created.data.id })).code).toBe(1000);
    return created.data.id;
  }

  it('answers in the reader language, each field falling back to English', async () => {
    const id = await published({
      kind: 'news',
      texts: {
        en: { title: 'Premiere night', summary: 'Red carpet in Lisbon', body: '<p>Doors open at eight.</p>' },
        'ar-EG': { title: 'ليلة العرض الأول' },
      },
    });
    const ar = await read<TContentItem>('newsDetail', 'ar-EG', { id: String(id) });
    expect(ar.data).toMatchObject({
      title: 'ليلة العرض الأول',
      summary: 'Red carpet in Lisbon',
      body: '<p>Doors open at eight.</p>',
    });
    const de = await read<TContentItem>('newsDetail', 'de-DE', { id: String(id) });
    expect(de.data.title).toBe('Premiere night');
    expect((await read('siteGuideDetail', 'en', { id: String(id) })).code).toBe(1004);
  });

  it('never lets a script, a handler, a javascript: link, a style or a foreign image through', async () => {
    const id = await published({
      kind: 'guide',
      texts: {
        en: {
          title: 'How payouts work',
          body:
            '<p style="color:red" onclick="steal()">Safe <strong>text</strong></p><script>alert(1)</script>' +
            '<img src=x onerror="alert(2)"><img src="/uploads/abc.png" onload="x()">' +
            '<a href="javascript:alert(3)">bad</a><a href="https://example.org">good</a><iframe src="https://e.vil"></iframe>',
        },
      },
    });
    const stored = await t.db
      .selectFrom('content_texts')
      .select('body')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = (await read<TContentItem>('siteGuideDetail', 'en', { id: String(id) })).data.body;
    for (const html of [stored.body, body]) {
      expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|style=|iframe|src="x"/i);
      expect(html).toContain('<p>Safe <strong>text</strong></p>');
      expect(html).toContain('<img src="/uploads/abc.png" />');
      expect(html).toContain(
        '<a href="https://example.org" rel="noopener noreferrer" target="_blank">good</a>',
      );
      expect(html).toContain('<a rel="noopener noreferrer" target="_blank">bad</a>');
    }
  });

  it('shows members only published items inside their window, newest first and paged', async () => {
    const now = t.clock.now();
    const live = await published({ kind: 'announcement', texts: { en: { title: 'Live' } } });
    await adminPost('add', { kind: 'announcement', texts: { en: { title: 'Draft' } } });
    const gone = await published({ kind: 'announcement', texts: { en: { title: 'Deleted' } } });
    expect((await adminPost('delete', { id: gone })).code).toBe(1000);
    await published({
      kind: 'announcement',
      texts: { en: { title: 'Later' } },
      showFrom: new Date(now + 3_600_000).toISOString(),
    });
    await published({
      kind: 'announcement',
      texts: { en: { title: 'Over' } },
      showFrom: new Date(now - 7_200_000).toISOString(),
      showUntil: new Date(now - 3_600_000).toISOString(),
    });
    const list = await read<{ list: TContentItem[] }>('announcement');
    expect(list.data.list.map((i) => i.id)).toEqual([live]);

    for (let i = 1; i <= 3; i++) {
      await published({ kind: 'partner', texts: { en: { title: `Partner ${i}` } } });
      t.clock.advance(1);
    }
    const first = await read<{ list: TContentItem[]; pagination: { total: number } }>('partners', 'en', {
      size: '2',
    });
    expect(first.data.list.map((i) => i.title)).toEqual(['Partner 3', 'Partner 2']);
    expect(first.data.pagination.total).toBe(3);
    expect((await read<TContentItem | null>('memberClause')).data).toBeNull();
    await published({
      kind: 'memberClause',
      texts: { en: { title: 'Member clause', body: '<p>Terms.</p>' } },
    });
    expect((await read<TContentItem>('memberClause')).data.body).toBe('<p>Terms.</p>');
  });

  it('takes only operator uploads as images, links only to projects, news or https, and audits every write', async () => {
    const own = await t.services.uploads.saveImage(PNG, { kind: 'admin', id: 1 });
    const memberUpload = await t.services.uploads.saveImage(PNG, { kind: 'member', id: 1 });
    const bad = await adminPost('add', {
      kind: 'banner',
      texts: { en: { title: 'B' } },
      image: memberUpload.url,
    });
    expect(bad.code).toBe(1001);
    const http = await adminPost('add', {
      kind: 'banner',
      texts: { en: { title: 'B' } },
      link: { kind: 'url', url: 'http://plain.example' },
    });
    expect(http.code).toBe(1001);
    const id = await published({
      kind: 'banner',
      texts: { en: { title: 'Festival week' } },
      image: own.url,
      link: { kind: 'project', projectId: 3 },
    });
    expect(
      (
        await adminPost('update', {
          id,
          kind: 'banner',
          texts: { en: { title: 'Festival weekend' } },
          image: own.url,
        })
      ).code,
    ).toBe(1000);
    const banners = await read<{ list: TContentItem[] }>('banner');
    expect(banners.data.list[0]).toMatchObject({ title: 'Festival weekend', image: own.url, link: null });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `content:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'cms:content:add',
      'cms:content:publish',
      'cms:content:update',
    ]);
  });
});
