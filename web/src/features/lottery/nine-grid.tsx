import type { TPrizeOdds } from '@club/contract/lottery';
import { BankcardOutline, CouponOutline, SmileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Money } from '../../ui/money';
import styles from './lottery.module.css';
import { formatOdds, prizeName } from './prize-name';
import { RING_SIZE } from './use-ring-spin';

/** Each ring cell's [row, column] in the 3×3 grid, clockwise from the top start corner. */
const RING_PLACES = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [2, 1],
] as const;

const kindIcon = { cash: BankcardOutline, coupon: CouponOutline, none: SmileOutline };

/** The prizes on the ring, repeated to fill it when there are fewer than its cells. */
export function ringOf(prizes: TPrizeOdds[]): TPrizeOdds[] {
  if (prizes.length === 0) return [];
  return Array.from({ length: RING_SIZE }, (_, i) => prizes[i % prizes.length]);
}

/** The classic nine-grid: eight prize cells, each with its odds when it is on one cell, around the draw button. */
export function NineGrid({
  cells,
  active,
  money,
  children,
}: {
  cells: TPrizeOdds[];
  active: number | undefined;
  money: Money;
  /** The draw button, in the middle. */
  children: ReactNode;
}) {
  // A prize on several cells is one chance, not one per cell: its odds then show only in the odds
  // list under the grid, where every prize is once.
  const oddsOnCells = new Set(cells.map((prize) => prize.id)).size === cells.length;
  return (
    <div className={styles.grid} data-testid="lottery-grid">
      {cells.map((prize, i) => {
        const [row, column] = RING_PLACES[i];
        const Icon = kindIcon[prize.kind];
        return (
          <div
            // Cells repeat prizes, so the place is the key.
            key={`${row}-${column}`}
            className={i === active ? styles.cellActive : styles.cell}
            style={{ gridRow: row, gridColumn: column }}
            data-testid="lottery-cell"
            data-prize-id={prize.id}
            data-active={i === active || undefined}
          >
            <Icon className={styles.cellIcon} aria-hidden="true" />
            <span className={styles.cellName}>{prizeName(prize, money)}</span>
            {oddsOnCells && <span className={styles.cellOdds}>{formatOdds(prize.odds)}</span>}
          </div>
        );
      })}
      <div className={styles.center}>{children}</div>
    </div>
  );
}
