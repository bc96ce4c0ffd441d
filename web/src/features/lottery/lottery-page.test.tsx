import { ErrorCode } from '@club/contract/lib/errors';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { couponFixture } from '../../test/coupons';
import { byTestId, click, render, StubFailure, stubApi, type, waitFor } from '../../test/render';
import { cashPrize, couponPrize, drawOf, lotteryInfo, nonePrize } from './lottery.fixtures';
import LotteryPage from './lottery-page';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const navigate = vi.fn();
let unmount: (() => void) | undefined;

/** The member's motion setting, as the page reads it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.lottery, search: '' });
  for (const fn of Object.values(toast)) fn.mockReset();
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const drawButton = () => byTestId('lottery-draw')[0] as HTMLButtonElement;
const activeCell = () => byTestId('lottery-cell').find((cell) => cell.dataset.active === 'true');

describe('lottery page', () => {
  it('shows the prizes around the draw button, the draws left, how to earn draws and the odds', async () => {
    stubApi({ '/app/lottery/info': () => lotteryInfo() });
    unmount = render(<LotteryPage />).unmount;
    await waitFor(() => byTestId('lottery-cell').length === 8);
    // Three prizes repeated around the ring of eight.
    expect(byTestId('lottery-cell').map((c) => c.dataset.prizeId)).toEqual([
      '1',
      '2',
      '3',
      '1',
      '2',
      '3',
      '1',
      '2',
    ]);
    const [cash, coupon, none] = byTestId('lottery-cell');
    // Repeated, a prize's odds are not printed per cell: the odds list says each once.
    expect(cash.textContent).toBe('$5.00');
    expect(coupon.textContent).toContain('$20.00 off, min. order $500.00');
    expect(none.textContent).toContain('Thanks for taking part');
    expect(byTestId('lottery-draws')[0].textContent).toBe('3');
    expect(drawButton().textContent).toBe('Draw');
    expect(drawButton().disabled).toBe(false);

    const earn = byTestId('lottery-earn')[0];
    expect(earn.textContent).toContain('Activating your VIP membership+1');
    expect(earn.textContent).toContain(
      'Each investment of at least $1,000.00, once its 24-hour reflection period is over+1',
    );
    // A level that grants nothing is left out.
    expect(byTestId('lottery-earn-svip').map((row) => row.textContent)).toEqual([
      'Reaching SVIP1+1',
      'Reaching SVIP2+2',
      'Reaching SVIP4+3',
    ]);
    expect(byTestId('lottery-odds-item').map((row) => row.textContent)).toEqual([
      '$5.0012.50%',
      '$20.00 off, min. order $500.0020.00%',
      'Thanks for taking part67.50%',
    ]);
    expect(byTestId('lottery-table-version')[0].textContent).toContain('prize table version 4');

    click(byTestId('lottery-to-prizes')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.lotteryPrizes, { replace: false });
    click(byTestId('lottery-to-coupons')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.lotteryCoupons, { replace: false });
  });

  it("draws on the server first, then stops on the server's prize and shows it", async () => {
    prefersReducedMotion(true);
    const won = couponFixture(31, {
      kind: 'fixed',
      percent: null,
      amount: 2_000,
      minOrder: 50_000,
      maxDiscount: null,
    });
    const fetchMock = stubApi({
      '/app/lottery/info': () => lotteryInfo(),
      '/app/lottery/draw': () => ({ draw: drawOf(9, couponPrize(2), { coupon: won }), drawsLeft: 2 }),
    });
    unmount = render(<LotteryPage />).unmount;
    click(await waitFor(() => byTestId('lottery-draw')[0]));
    const result = await waitFor(() => byTestId('lottery-result')[0]);

    const draws = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/lottery/draw'));
    expect(draws).toHaveLength(1);
    const [, init] = draws[0];
    expect(JSON.parse(String(init?.body))).toEqual({});
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The highlight rests on a cell of the prize the server chose.
    expect(activeCell()?.dataset.prizeId).toBe('2');
    expect(result.dataset.kind).toBe('coupon');
    expect(result.textContent).toContain('$20.00 off, min. order $500.00');
    expect(result.textContent).toContain('Valid until Dec 20, 2026');
    expect(document.body.textContent).toContain('You won a coupon!');

    const viewCoupons = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'View coupons',
    );
    // The dialog closes a tick after its button: the click waits for that too.
    await act(async () => viewCoupons?.click());
    expect(navigate).toHaveBeenCalledWith(paths.lotteryCoupons, { replace: false });
  });

  it('runs the highlight around the ring before it stops on the prize', async () => {
    prefersReducedMotion(false);
    stubApi({
      '/app/lottery/info': () => lotteryInfo(),
      '/app/lottery/draw': () => ({ draw: drawOf(9, nonePrize(3)), drawsLeft: 2 }),
    });
    unmount = render(<LotteryPage />).unmount;
    click(await waitFor(() => byTestId('lottery-draw')[0]));
    const visited = new Set<string>();
    await waitFor(() => {
      const cell = activeCell();
      if (cell) visited.add(String(byTestId('lottery-cell').indexOf(cell)));
      return byTestId('lottery-result')[0];
    }, 8000);
    // It went round the ring, not straight to the cell.
    expect(visited.size).toBeGreaterThan(4);
    expect(activeCell()?.dataset.prizeId).toBe('3');
    expect(byTestId('lottery-result')[0].dataset.kind).toBe('none');
    expect(document.body.textContent).toContain('Not won this time');
  }, 10_000);

  it('says a cash prize waiting for the marketing budget is on its way', async () => {
    prefersReducedMotion(true);
    stubApi({
      '/app/lottery/info': () => lotteryInfo(),
      '/app/lottery/draw': () => ({
        draw: drawOf(9, cashPrize(1, 500), { pending: true, state: 'unused' }),
        drawsLeft: 2,
      }),
    });
    unmount = render(<LotteryPage />).unmount;
    click(await waitFor(() => byTestId('lottery-draw')[0]));
    const result = await waitFor(() => byTestId('lottery-result')[0]);
    expect(result.dataset.pending).toBe('true');
    expect(result.textContent).toContain('$5.00');
    expect(result.textContent).toContain("waits for the club's marketing budget");
  });

  it("shows the server's words when a draw is refused", async () => {
    prefersReducedMotion(true);
    stubApi({
      '/app/lottery/info': () => lotteryInfo(),
      '/app/lottery/draw': () => new StubFailure(ErrorCode.LOTTERY_NO_DRAWS, 'Not enough draws'),
    });
    unmount = render(<LotteryPage />).unmount;
    click(await waitFor(() => byTestId('lottery-draw')[0]));
    await waitFor(() => toast.toastError.mock.calls.length > 0);
    expect((toast.toastError.mock.calls[0][0] as Error).message).toBe('Not enough draws');
    expect(byTestId('lottery-result')).toHaveLength(0);
  });

  it('reads "Not enough draws" and does not draw without draws', async () => {
    const fetchMock = stubApi({ '/app/lottery/info': () => lotteryInfo({ draws: 0 }) });
    unmount = render(<LotteryPage />).unmount;
    await waitFor(() => byTestId('lottery-draw')[0]);
    expect(drawButton().textContent).toBe('Not enough draws');
    expect(drawButton().disabled).toBe(true);
    click(drawButton());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/lottery/draw'))).toBe(false);
    expect(byTestId('lottery-not-qualified')).toHaveLength(0);
  });

  it('reads "Not yet qualified" without an active VIP membership, with the way to it', async () => {
    stubApi({ '/app/lottery/info': () => lotteryInfo({ qualified: false, draws: 1 }) });
    unmount = render(<LotteryPage />).unmount;
    await waitFor(() => byTestId('lottery-draw')[0]);
    expect(drawButton().textContent).toBe('Not yet qualified');
    expect(drawButton().disabled).toBe(true);
    click(byTestId('lottery-vip')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.member, { replace: false });
  });

  it('redeems a code and says what it gave', async () => {
    const fetchMock = stubApi({
      '/app/lottery/info': () => lotteryInfo(),
      '/app/lottery/redeem': (body) =>
        (body as { code: string }).code === 'SPRING-2026'
          ? { draws: 2, coupon: null, drawsLeft: 5 }
          : new StubFailure(ErrorCode.REDEEM_CODE_INVALID, 'This redeem code is not valid'),
    });
    unmount = render(<LotteryPage />).unmount;
    click(await waitFor(() => byTestId('lottery-redeem')[0]));
    const input = await waitFor(() =>
      document.querySelector<HTMLInputElement>('input[data-testid="lottery-redeem-code"]'),
    );

    type(input, 'WRONG');
    click(byTestId('lottery-redeem-submit')[0]);
    const error = await waitFor(() => byTestId('lottery-redeem-error')[0]);
    expect(error.textContent).toBe('This redeem code is not valid');

    type(input, ' SPRING-2026 ');
    click(byTestId('lottery-redeem-submit')[0]);
    const redeemed = await waitFor(() => byTestId('lottery-redeemed')[0]);
    expect(redeemed.textContent).toContain('Draws added: 2');
    expect(redeemed.textContent).toContain('Draws left: 5');
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/redeem'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([{ code: 'WRONG' }, { code: 'SPRING-2026' }]);
  });
});
