import type { TChatRoom } from '@club/contract/chat';
import type { TChatAlbum, TChatAlbumMedia } from '@club/contract/chat-album';
import { ErrorCode } from '@club/contract/lib/errors';
import { ImageViewer } from 'antd-mobile';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import { CONTROLS_HIDE_MS } from '../../ui/player-controls';
import AlbumDetailPage from './album-detail-page';
import AlbumListPage from './album-list-page';
import { ChatRoomInfo } from './chat-room-info';

const album = (id: number, extra: Partial<TChatAlbum> = {}): TChatAlbum => ({
  id,
  roomId: 1,
  name: `Album ${id}`,
  cover: `/uploads/cover-${id}.png`,
  mediaCount: id * 2,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});

const item = (id: number, kind: TChatAlbumMedia['kind']): TChatAlbumMedia => ({
  id,
  albumId: 7,
  kind,
  url: `/uploads/${id}.${kind === 'image' ? 'png' : 'mp4'}`,
  createdAt: '2026-11-20T12:00:00.000Z',
});

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  vi.useRealTimers();
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('chat group album', () => {
  it('shows the albums as covers with names and counts, loading the next page as the list ends', async () => {
    // A full first page (22 … 3, one without a cover), then the last album.
    const first = Array.from({ length: 20 }, (_, i) => album(22 - i, i === 1 ? { cover: null } : {}));
    const fetchMock = stubApi({
      '/app/chat/group_album/page': (body) => {
        const { page } = body as { page: number };
        const list = page === 1 ? first : [album(1, { mediaCount: 0, cover: null })];
        return { list, pagination: { page, size: 20, total: 21 } };
      },
    });
    // jsdom lays nothing out; the list's end counts as on screen once it has a parent to scroll in.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const view = render(<AlbumListPage query={{ roomId: '1' }} />);
    unmount = view.unmount;
    const last = await waitFor(() => byTestId('album-1')[0]);
    expect(bodiesOf(fetchMock, '/group_album/page')).toEqual([
      { roomId: 1, page: 1, size: 20 },
      { roomId: 1, page: 2, size: 20 },
    ]);
    expect(byTestId('album-list')[0].children).toHaveLength(21);
    const [newest, noCover] = [22, 21].map((id) => byTestId(`album-${id}`)[0]);
    expect(newest.querySelector('img')?.getAttribute('src')).toBe('/uploads/cover-22.png');
    expect(newest.textContent).toContain('Album 22');
    expect(newest.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Photos and videos: 44');
    // Without a cover (clips only, or nothing yet) an icon stands in.
    expect(noCover.querySelector('img')).toBeNull();
    expect(last.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Photos and videos: 0');
    await waitFor(() => view.container.textContent?.includes('No more records'));
  });

  it('says when the room has no album yet, and when the room does not exist', async () => {
    stubApi({
      '/app/chat/group_album/page': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
    });
    const view = render(<AlbumListPage query={{ roomId: '1' }} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('No albums in this room yet'));
    unmount();

    stubApi({ '/app/chat/group_album/page': () => new StubFailure(ErrorCode.NOT_FOUND, 'Not found') });
    const missing = render(<AlbumListPage query={{ roomId: '99' }} />);
    unmount = missing.unmount;
    await waitFor(() => missing.container.textContent?.includes('This chat room does not exist'));
  });

  it('reads in Arabic', async () => {
    await changeLanguage('ar-EG');
    stubApi({
      '/app/chat/group_album/page': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
    });
    const view = render(<AlbumListPage query={{ roomId: '1' }} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('لا توجد ألبومات في هذه الغرفة بعد'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('ألبوم المجموعة · TV');
  });
});

describe('album details', () => {
  const server = (media: TChatAlbumMedia[]) =>
    stubApi({
      '/app/chat/group_album_media/page': (body) => ({
        album: album(7, { name: 'Premiere night', mediaCount: media.length }),
        list: media,
        pagination: { page: (body as { page: number }).page, size: 30, total: media.length },
      }),
    });

  it('shows pictures and clips; a picture opens the image viewer, a clip plays full screen', async () => {
    const fetchMock = server([item(1, 'image'), item(2, 'video'), item(3, 'image')]);
    const view = render(<AlbumDetailPage query={{ id: '7' }} />);
    unmount = view.unmount;
    const clip = await waitFor(() => byTestId('album-media-2')[0]);
    expect(bodiesOf(fetchMock, '/group_album_media/page')).toEqual([{ albumId: 7, page: 1, size: 30 }]);
    expect(document.title).toBe('Premiere night · TV');
    expect(view.container.textContent).toContain('Photos and videos: 3');
    expect(byTestId('album-media-1')[0].getAttribute('aria-label')).toBe('Open image 1');
    expect(byTestId('album-media-3')[0].getAttribute('aria-label')).toBe('Open image 2');
    expect(clip.getAttribute('aria-label')).toBe('Play video 1');

    // The viewer itself is antd-mobile's; what it is handed is this page's.
    const close = vi.fn();
    const show = vi.spyOn(ImageViewer.Multi, 'show').mockReturnValue({ close });
    click(byTestId('album-media-3')[0]);
    // Every picture, the clip left out, opened at the one tapped (once the viewer's code is in).
    await waitFor(() => show.mock.calls.length > 0);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ images: ['/uploads/1.png', '/uploads/3.png'], defaultIndex: 1 }),
    );

    click(clip);
    const player = await waitFor(() => byTestId('album-player')[0]);
    const video = player.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/uploads/2.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    // Playing, the controls leave 3 s later and come back on a touch.
    vi.useFakeTimers();
    act(() => {
      video?.dispatchEvent(new Event('play'));
    });
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS));
    expect(video?.hasAttribute('controls')).toBe(false);
    act(() => {
      video?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(video?.hasAttribute('controls')).toBe(true);
    vi.useRealTimers();
    click(player.querySelector('button') as HTMLButtonElement);
    expect(byTestId('album-player')).toEqual([]);

    // Leaving the page (the back button) closes the viewer it opened.
    expect(close).not.toHaveBeenCalled();
    view.unmount();
    unmount = undefined;
    expect(close).toHaveBeenCalled();
  });

  it('says when the album is empty, and when it does not exist', async () => {
    server([]);
    const view = render(<AlbumDetailPage query={{ id: '7' }} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('This album is empty'));
    unmount();

    stubApi({
      '/app/chat/group_album_media/page': () => new StubFailure(ErrorCode.NOT_FOUND, 'Not found'),
    });
    const missing = render(<AlbumDetailPage query={{ id: '8' }} />);
    unmount = missing.unmount;
    await waitFor(() => missing.container.textContent?.includes('This album does not exist'));
  });
});

describe('room info', () => {
  // The fields the popup reads.
  const room = {
    id: 4,
    kind: 'group',
    name: 'Lounge',
    avatar: null,
    announcement: '',
    rules: '',
    mutedAll: false,
  };

  it('leads from a group room to its album', async () => {
    const navigate = vi.fn();
    bindNavigator(navigate, { pathname: paths.chatRoom, search: '?id=4' });
    unmount = render(<ChatRoomInfo room={room as TChatRoom} visible onClose={() => {}} />).unmount;
    click(await waitFor(() => byTestId('chat-album-entry')[0]));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/pages/chat/album?roomId=4', { replace: false }),
    );
  });
});
