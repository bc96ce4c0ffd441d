import type { TProject } from '@club/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths, projectDetailPath } from '../../shared/paths';
import { projectFixture } from '../../test/projects';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { HomeActors, HomeScores } from './home-films';

const film = (id: number, actor: string, score: string) =>
  projectFixture({ id, title: `Film ${id}`, actor, score });
const page = (list: TProject[]) => ({ list, pagination: { page: 1, size: 10, total: list.length } });
const texts = (id: string) => byTestId(id).map((e) => e.textContent);

let unmount: (() => void) | undefined;
const navigate = vi.fn();
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.home, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe("the films' scores and actors on home", () => {
  it('ranks the scored films best first, leaving out the unscored, and opens one', async () => {
    stubApi({
      '/app/finance/proj/home': () =>
        page([film(1, 'Mira Holm', '8.1'), film(2, 'Karim Nassar', '0'), film(3, 'Mei Lin Zhou', '9.0')]),
    });
    unmount = render(<HomeScores />).unmount;
    await waitFor(() => byTestId('home-score-title').length === 2);
    expect(texts('home-score-title')).toEqual(['Film 3', 'Film 1']);
    expect(byTestId('home-scores')[0].textContent).toContain('9 / 10');
    click(byTestId('home-score-title')[1]);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([projectDetailPath(1)]);
  });

  it('lists each lead actor once, with their films', async () => {
    stubApi({
      '/app/finance/proj/home': () =>
        page([
          film(1, 'Mira Holm', '8.1'),
          film(2, '', '7.0'),
          film(3, 'Mira Holm', '9.0'),
          film(4, 'Elena Varga', '6.5'),
        ]),
    });
    unmount = render(<HomeActors />).unmount;
    await waitFor(() => byTestId('home-actor').length === 2);
    expect(texts('home-actor')).toEqual(['Mira Holm', 'Elena Varga']);
    const [mira] = byTestId('home-actor');
    expect(mira.parentElement?.textContent).toBe('Mira HolmFilm 1Film 3');
  });

  it('shows neither while no film is scored or has an actor', async () => {
    stubApi({ '/app/finance/proj/home': () => page([film(1, '', '0')]) });
    unmount = render(
      <>
        <HomeScores />
        <HomeActors />
        <span data-testid="after" />
      </>,
    ).unmount;
    await waitFor(() => byTestId('after')[0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byTestId('home-scores')).toHaveLength(0);
    expect(byTestId('home-actors')).toHaveLength(0);
  });
});
