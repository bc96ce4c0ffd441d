import type { TDanmu } from '@club/contract';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../api/session';
import { initI18n } from '../i18n';
import { byTestId, click, render, StubFailure, stubApi, type, waitFor } from '../test/render';
import { DanmuBar, DanmuStage, useTrailerDanmu } from './danmu';

const danmu = (id: number, atMs: number, body: string, mine = false): TDanmu => ({
  id,
  atMs,
  body,
  mine,
  createdAt: '2026-11-28T12:00:00.000Z',
});

function Player({ projectId }: { projectId: number | null }) {
  const state = useTrailerDanmu(projectId);
  return (
    <>
      <DanmuStage danmu={state}>
        {/* biome-ignore lint/a11y/useMediaCaption: a test video */}
        <video ref={state.videoRef} data-testid="video" />
      </DanmuStage>
      <DanmuBar danmu={state} />
    </>
  );
}

/** jsdom plays nothing: the test sets where the video is and says so, as a playing one would. */
function playAt(seconds: number, paused = false) {
  const video = byTestId('video')[0] as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  Object.defineProperty(video, 'paused', { configurable: true, value: paused });
  act(() => {
    video.dispatchEvent(new Event('timeupdate'));
  });
}
const flying = () => byTestId('danmu-item').map((item) => item.textContent);

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  setTokens({ token: 'a.1', refreshToken: 'r.1', expire: 3600, refreshExpire: 7200 });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  clearSession();
  vi.unstubAllGlobals();
});

describe('danmu over a trailer', () => {
  it('flies each danmu from its time for 4 s, part way across when it appears late, and stops with the video', async () => {
    const fetchMock = stubApi({
      '/app/trailer/danmu/list': () => [
        danmu(1, 1000, 'Early'),
        danmu(2, 1500, 'Later'),
        danmu(3, 9000, 'End'),
      ],
    });
    unmount = render(<Player projectId={7} />).unmount;
    await waitFor(() => fetchMock.mock.calls.length > 0);
    expect(String(fetchMock.mock.calls[0][0])).toContain('projectId=7');

    await waitFor(() => {
      playAt(1.2);
      return flying().length > 0;
    });
    expect(flying()).toEqual(['Early']);
    expect(byTestId('danmu-item')[0].style.animationDelay).toBe('-200ms');

    playAt(2);
    expect(flying()).toEqual(['Early', 'Later']);
    // One in flight keeps its place: only a jump in the video starts it over.
    expect(byTestId('danmu-item')[0].style.animationDelay).toBe('-200ms');
    // Two at once take two lanes.
    const lanes = byTestId('danmu-item').map((item) => item.style.getPropertyValue('--lane'));
    expect(new Set(lanes).size).toBe(2);
    expect(byTestId('danmu-layer')[0].dataset.paused).toBe('false');

    playAt(5.2, true);
    expect(flying()).toEqual(['Later']);
    expect(byTestId('danmu-layer')[0].dataset.paused).toBe('true');
  });

  it('posts at the video’s time and shows the member’s own danmu at once', async () => {
    let sent: unknown;
    stubApi({
      '/app/trailer/danmu/list': () => [],
      '/app/trailer/danmu/send': (body) => {
        sent = body;
        return danmu(10, 4200, 'Great shot', true);
      },
    });
    unmount = render(<Player projectId={7} />).unmount;
    const input = await waitFor(() => byTestId('danmu-input')[0] as HTMLInputElement);
    playAt(4.2);
    type(input, '  Great shot ');
    click(byTestId('danmu-send')[0]);
    await waitFor(() => flying().includes('Great shot'));
    expect(sent).toEqual({ projectId: 7, atMs: 4200, body: 'Great shot' });
    expect(byTestId('danmu-item')[0].dataset.mine).toBe('true');
    expect(input.value).toBe('');
  });

  it('says why a danmu was refused and keeps the text', async () => {
    stubApi({
      '/app/trailer/danmu/list': () => [],
      '/app/trailer/danmu/send': () =>
        new StubFailure(2410, 'You cannot post comments on trailers right now'),
    });
    unmount = render(<Player projectId={7} />).unmount;
    const input = await waitFor(() => byTestId('danmu-input')[0] as HTMLInputElement);
    type(input, 'Hello');
    click(byTestId('danmu-send')[0]);
    const error = await waitFor(() => byTestId('danmu-error')[0]);
    expect(error.textContent).toBe('You cannot post comments on trailers right now');
    expect(input.value).toBe('Hello');
    expect(flying()).toEqual([]);
  });

  it('turns danmu off, and remembers it on this device', async () => {
    stubApi({ '/app/trailer/danmu/list': () => [danmu(1, 0, 'Hi')] });
    const first = render(<Player projectId={7} />);
    await waitFor(() => {
      playAt(1);
      return flying().length > 0;
    });
    click(byTestId('danmu-toggle')[0]);
    expect(byTestId('danmu-layer')).toHaveLength(0);
    expect((byTestId('danmu-input')[0] as HTMLInputElement).disabled).toBe(true);
    first.unmount();

    unmount = render(<Player projectId={7} />).unmount;
    await waitFor(() => byTestId('danmu-toggle')[0]);
    expect(byTestId('danmu-layer')).toHaveLength(0);
    expect(byTestId('danmu-toggle')[0].getAttribute('aria-checked')).toBe('false');
  });

  it('plays a guest’s trailer without danmu and asks nothing', async () => {
    clearSession();
    const fetchMock = stubApi({});
    unmount = render(<Player projectId={7} />).unmount;
    await waitFor(() => byTestId('video')[0]);
    expect(byTestId('danmu-bar')).toHaveLength(0);
    expect(byTestId('danmu-layer')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
