import type { TProject } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { projectFixture } from '../../test/projects';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
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
  });

  it('says trailers will appear when no film has one', async () => {
    stubApi({ '/app/finance/proj/home': () => page([project(2, null)]) });
    const view = render(<HomeTrailers />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('Trailers will appear here'));
    expect(byTestId('home-trailer')).toHaveLength(0);
  });
});
