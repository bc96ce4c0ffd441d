import type { TProject } from '@club/contract';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { projectFixture } from '../../test/projects';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { CONTROLS_HIDE_MS } from '../../ui/player-controls';
import { HomeTrailers } from './home-trailers';

const project = (id: number, trailer: string | null) => projectFixture({ id, title: `Film ${id}`, trailer });
const page = (list: TProject[]) => ({ list, pagination: { page: 1, size: 10, total: list.length } });

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('home trailers', () => {
  it('shows the films that have a trailer, and plays one in a sheet', async () => {
    stubApi({
      '/app/finance/proj/home': () =>
        page([project(1, '/uploads/a.mp4'), project(2, null), project(3, '/uploads/c.mp4')]),
    });
    unmount = render(<HomeTrailers />).unmount;
    const tiles = await waitFor(() => {
      const found = byTestId('home-trailer');
      return found.length === 2 && found;
    });
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Play the trailer of Film 1',
      'Play the trailer of Film 3',
    ]);
    click(tiles[1]);
    const video = await waitFor(() => byTestId('home-trailer-video')[0]);
    expect(video.getAttribute('src')).toBe('/uploads/c.mp4');

    // The browser's controls: there until it plays, gone 3 s into the play, back on a touch.
    expect(video.hasAttribute('controls')).toBe(true);
    vi.useFakeTimers();
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS));
    expect(video.hasAttribute('controls')).toBe(false);
    // The sheet's drag handling captures the pointer, which jsdom cannot.
    video.setPointerCapture = () => undefined;
    act(() => {
      video.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(video.hasAttribute('controls')).toBe(true);
  });

  it('says trailers will appear when no film has one', async () => {
    stubApi({ '/app/finance/proj/home': () => page([project(2, null)]) });
    const view = render(<HomeTrailers />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('Trailers will appear here'));
    expect(byTestId('home-trailer')).toHaveLength(0);
  });
});
