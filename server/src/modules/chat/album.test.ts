import type {
  TAdminChatRoom,
  TChatAlbum,
  TChatAlbumMedia,
  TChatAlbumMediaPage,
  TChatAlbumPage,
} from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeMp4, rgbToYuv } from '../../demo/h264';
import {
  api,
  type Client,
  expectError,
  expectOk,
  memberIdOf,
  operatorApi,
  operatorToken,
  operatorWithKeys,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

const ALBUM_UPLOAD = '/api/admin/chat/album/upload';

/** A small PNG of one colour, so each upload is a different file. */
const png = (shade: number) => {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(shade);
  return PNG.sync.write(image);
};

/** A real three-frame MP4 clip, as the demo's trailers are written. */
const clip = () => {
  const frame = (v: number) =>
    rgbToYuv(
      Float32Array.from({ length: 16 * 16 * 3 }, () => v),
      16,
      16,
    );
  return encodeMp4([frame(0), frame(120), frame(240)], 16, 16, 10);
};

describe.each(DIALECTS)('chat albums (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let token: string;
  let roomId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ops = await operatorApi(t);
    roomId = expectOk(
      await ops.post<TAdminChatRoom>('chat/room/add', {
        name: 'Club room',
        avatar: null,
        announcement: '',
        rules: '',
        mutedAll: false,
      }),
    ).id;
    // Any signed-in member reads albums, VIP or not.
    token = (await registerMember(t)).tokens.token;
  });
  beforeEach(async () => {
    ops = await operatorApi(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const albumPage = (body: object) =>
    api(t).post<TChatAlbumPage>('chat/group_album/page', { roomId, ...body }, { token });
  const mediaPage = (albumId: number, body: object = {}) =>
    api(t).post<TChatAlbumMediaPage>('chat/group_album_media/page', { albumId, ...body }, { token });
  const addAlbum = async (name: string, room = roomId) =>
    expectOk(await ops.post<TChatAlbum>('chat/album/add', { roomId: room, name })).id;
  /** An operator's upload through the album's own upload call: its URL. */
  const operatorUpload = async (content: Buffer, name: string, type: string) =>
    expectOk(await uploadFile(t, await operatorToken(t), { content, name, type }, ALBUM_UPLOAD)).url;
  const addMedia = async (albumId: number, kind: 'image' | 'video', url: string) =>
    expectOk(await ops.post<TChatAlbumMedia>('chat/album/media/add', { albumId, kind, url }));

  it('fills an album with an image and a short video that members page through', async () => {
    const albumId = await addAlbum('Premiere night');
    const still = await operatorUpload(png(40), 'still.png', 'image/png');
    const video = await operatorUpload(clip(), 'clip.mp4', 'video/mp4');
    expect(still).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(video).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);

    // A video first: the cover is the first image, not the clip.
    const first = await addMedia(albumId, 'video', video);
    const second = await addMedia(albumId, 'image', still);
    expect(first).toMatchObject({ albumId, kind: 'video', url: video });

    const page = expectOk(await albumPage({ page: 1, size: 10 }));
    expect(page.list.find((a) => a.id === albumId)).toMatchObject({
      roomId,
      name: 'Premiere night',
      cover: still,
      mediaCount: 2,
    });
    const media = expectOk(await mediaPage(albumId, { page: 1, size: 10 }));
    expect(media.album).toMatchObject({ id: albumId, name: 'Premiere night', cover: still, mediaCount: 2 });
    expect(media.list.map((m) => [m.id, m.kind, m.url])).toEqual([
      [first.id, 'video', video],
      [second.id, 'image', still],
    ]);
    expect(media.pagination).toEqual({ page: 1, size: 10, total: 2 });

    // The files read back as what they are, to anyone (operators' uploads are public).
    const served = await t.app.inject({ method: 'GET', url: video });
    expect(served.headers['content-type']).toBe('video/mp4');

    // An album of videos only has no cover.
    const clips = await addAlbum('Clips');
    await addMedia(clips, 'video', video);
    const [newest] = expectOk(await albumPage({ page: 1, size: 1 })).list;
    expect(newest).toMatchObject({ id: clips, cover: null, mediaCount: 1 });
  });

  it('pages albums newest first and media in the order added, exactly', async () => {
    const other = expectOk(
      await ops.post<TAdminChatRoom>('chat/room/add', {
        name: 'Paging room',
        avatar: null,
        announcement: '',
        rules: '',
        mutedAll: false,
      }),
    ).id;
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push(await addAlbum(`Album ${i}`, other));
      t.clock.advance(1);
    }
    const pageOf = async (page: number) =>
      expectOk(
        await api(t).post<TChatAlbumPage>(
          'chat/group_album/page',
          { roomId: other, page, size: 2 },
          { token },
        ),
      );
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    expect(pages.map((p) => p.list.map((a) => a.id))).toEqual([
      [ids[4], ids[3]],
      [ids[2], ids[1]],
      [ids[0]],
      [],
    ]);
    for (const p of pages) expect(p.pagination.total).toBe(5);

    const url = await operatorUpload(png(90), 'a.png', 'image/png');
    const media: number[] = [];
    for (let i = 0; i < 3; i++) media.push((await addMedia(ids[0], 'image', url)).id);
    const one = expectOk(await mediaPage(ids[0], { page: 1, size: 2 }));
    const two = expectOk(await mediaPage(ids[0], { page: 2, size: 2 }));
    expect([one.list.map((m) => m.id), two.list.map((m) => m.id)]).toEqual([
      [media[0], media[1]],
      [media[2]],
    ]);
    expect(two.pagination).toEqual({ page: 2, size: 2, total: 3 });

    // Operators page the same rows, in either order.
    const newestFirst = expectOk(
      await ops.post<{ list: TChatAlbumMedia[] }>('chat/album/media/page', {
        albumId: ids[0],
        sortOrder: 'desc',
      }),
    );
    expect(newestFirst.list.map((m) => m.id)).toEqual([...media].reverse());
  });

  it('hides a deleted album and a removed media item from everyone', async () => {
    const albumId = await addAlbum('Behind the scenes');
    const a = await operatorUpload(png(10), 'a.png', 'image/png');
    const b = await operatorUpload(png(20), 'b.png', 'image/png');
    const first = await addMedia(albumId, 'image', a);
    await addMedia(albumId, 'image', b);

    expectOk(await ops.post('chat/album/media/remove', { id: first.id }));
    expectError(await ops.post('chat/album/media/remove', { id: first.id }), 'NOT_FOUND');
    const after = expectOk(await mediaPage(albumId));
    expect(after.list.map((m) => m.url)).toEqual([b]);
    // The cover moves on to the next image.
    expect(after.album).toMatchObject({ cover: b, mediaCount: 1 });

    expectOk(await ops.post('chat/album/delete', { id: albumId }));
    const listed = expectOk(await albumPage({ size: 100 }));
    expect(listed.list.map((x) => x.id)).not.toContain(albumId);
    const forOperators = expectOk(await ops.post<TChatAlbumPage>('chat/album/page', { roomId, size: 100 }));
    expect(forOperators.list.map((x) => x.id)).not.toContain(albumId);
    expect(forOperators.pagination.total).toBe(listed.pagination.total);
    expectError(await mediaPage(albumId), 'NOT_FOUND');
    expectError(await ops.post('chat/album/delete', { id: albumId }), 'NOT_FOUND');
    expectError(await ops.post('chat/album/update', { id: albumId, name: 'Back' }), 'NOT_FOUND');
    expectError(await ops.post('chat/album/media/add', { albumId, kind: 'image', url: a }), 'NOT_FOUND');
  });

  it('answers NOT_FOUND for a room that is not a group room, or an album that does not exist', async () => {
    const m = await registerMember(t);
    const now = t.clock.now();
    const { id: serviceRoom } = await t.db
      .insertInto('chat_rooms')
      .values({
        kind: 'service',
        owner_id: await memberIdOf(t, m.phone),
        name: '',
        avatar: null,
        announcement: '',
        rules: '',
        muted_all: 0,
        last_seq: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const own = { token: m.tokens.token };
    expectError(await api(t).post('chat/group_album/page', { roomId: serviceRoom }, own), 'NOT_FOUND');
    expectError(await api(t).post('chat/group_album/page', { roomId: 999_999 }, own), 'NOT_FOUND');
    expectError(await mediaPage(999_999), 'NOT_FOUND');
    expectError(await ops.post('chat/album/add', { roomId: serviceRoom, name: 'Nope' }), 'NOT_FOUND');
    expectError(await ops.post('chat/album/page', { roomId: serviceRoom }), 'NOT_FOUND');
    // Signed-in members only.
    expectError(await api(t).post('chat/group_album/page', { roomId }), 'AUTH_REQUIRED');
  });

  it('refuses bad input naming the field, and files that are not the operators’ own or of the kind named', async () => {
    const albumId = await addAlbum('Stills');
    expectError(await ops.post('chat/album/add', { roomId, name: '   ' }), 'VALIDATION_FORMAT', {
      field: 'name',
    });
    expectError(await ops.post('chat/album/add', { roomId, name: 'x'.repeat(51) }), 'VALIDATION_FORMAT', {
      field: 'name',
    });
    expectError(
      await api(t).post('chat/group_album/page', { roomId, size: 101 }, { token }),
      'VALIDATION_FORMAT',
      { field: 'size' },
    );
    expectError(
      await ops.post('chat/album/media/add', { albumId, kind: 'audio', url: '/uploads/x.png' }),
      'VALIDATION_FORMAT',
      { field: 'kind' },
    );

    const image = await operatorUpload(png(200), 'c.png', 'image/png');
    const video = await operatorUpload(clip(), 'c.mp4', 'video/mp4');
    // The kind must be what the file is.
    expectError(
      await ops.post('chat/album/media/add', { albumId, kind: 'video', url: image }),
      'VALIDATION_FORMAT',
      { field: 'url' },
    );
    expectError(
      await ops.post('chat/album/media/add', { albumId, kind: 'image', url: video }),
      'VALIDATION_FORMAT',
      { field: 'url' },
    );
    // A member's upload is theirs, not the club's.
    const member = await registerMember(t);
    const theirs = expectOk(await uploadFile(t, member.tokens.token, { content: png(7) })).url;
    expectError(
      await ops.post('chat/album/media/add', { albumId, kind: 'image', url: theirs }),
      'VALIDATION_FORMAT',
      { field: 'url' },
    );
    expectError(
      await ops.post('chat/album/media/add', { albumId, kind: 'image', url: 'https://example.com/a.png' }),
      'VALIDATION_FORMAT',
      { field: 'url' },
    );
    // Anything but an image or a clip is refused by its bytes.
    expectError(
      await uploadFile(
        t,
        await operatorToken(t),
        { content: Buffer.from('plain text'), name: 'a.txt' },
        ALBUM_UPLOAD,
      ),
      'UPLOAD_TYPE',
    );
  });

  it('renames an album, and audits every operator write', async () => {
    const albumId = await addAlbum('Old name');
    const renamed = expectOk(
      await ops.post<TChatAlbum>('chat/album/update', { id: albumId, name: '  New name  ' }),
    );
    expect(renamed.name).toBe('New name');
    const url = await operatorUpload(png(60), 'd.png', 'image/png');
    const item = await addMedia(albumId, 'image', url);
    expectOk(await ops.post('chat/album/media/remove', { id: item.id }));
    expectOk(await ops.post('chat/album/delete', { id: albumId }));

    const lines = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('target', 'like', `chat-room:${roomId}:album:${albumId}%`)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.action, l.target])).toEqual([
      ['chat:album:add', `chat-room:${roomId}:album:${albumId}`],
      ['chat:album:update', `chat-room:${roomId}:album:${albumId}`],
      ['chat:media:add', `chat-room:${roomId}:album:${albumId}:media:${item.id}`],
      ['chat:media:remove', `chat-room:${roomId}:album:${albumId}:media:${item.id}`],
      ['chat:album:delete', `chat-room:${roomId}:album:${albumId}`],
    ]);
    expect(JSON.parse(lines[1].before ?? '')).toEqual({ name: 'Old name' });
    expect(JSON.parse(lines[1].after ?? '')).toEqual({ name: 'New name' });
    expect(JSON.parse(lines[3].before ?? '')).toMatchObject({ id: item.id, url });
  });

  it('refuses every album operator call to a role without its key', async () => {
    const albumId = await addAlbum('Guarded');
    const { token: readerToken } = await operatorWithKeys(t, 'album-reader', ['chat:album:page']);
    const reader = api(t, { prefix: '/api/admin/', token: readerToken });
    expectOk(await reader.post('chat/album/page', { roomId }));
    expectOk(await reader.post('chat/album/media/page', { albumId }));
    const refused: [string, object][] = [
      ['chat/album/add', { roomId, name: 'No' }],
      ['chat/album/update', { id: albumId, name: 'No' }],
      ['chat/album/delete', { id: albumId }],
      ['chat/album/media/add', { albumId, kind: 'image', url: '/uploads/x.png' }],
      ['chat/album/media/remove', { id: 1 }],
    ];
    for (const [path, body] of refused) expectError(await reader.post(path, body), 'FORBIDDEN');
    expectError(await uploadFile(t, readerToken, { content: png(1) }, ALBUM_UPLOAD), 'FORBIDDEN');
    // A member's token is no operator's.
    expectError(
      await api(t, { prefix: '/api/admin/' }).post('chat/album/page', { roomId }, { token }),
      'TOKEN_INVALID',
    );
  });
});
