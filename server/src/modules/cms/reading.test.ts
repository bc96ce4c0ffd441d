import type { TContentItem, TContentKind, TPaged } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../kernel/calendar';
import { api, expectError, expectOk } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { useContentApp } from './content.fixtures';

describe.each(DIALECTS)('content reading (%s)', (dialect) => {
  const { app, signIn, adminPost, read, add, published } = useContentApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

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
});
