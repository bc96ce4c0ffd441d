import {
  type TAdminDrawRecord,
  type TCouponAddBody,
  type TCouponKind,
  type TPaged,
  type TPrizeAddBody,
  type TPrizeKind,
  type TRedeemBatchAddBody,
  ZCouponAddBody,
} from '@club/contract';
import type { Dayjs } from 'dayjs';

/** The longest coupon or batch name, read from the contract so the forms cannot drift from it. */
export const NAME_MAX = ZCouponAddBody.shape.name.maxLength ?? 60;

/** Whether a prize takes part in draws: enabled, with stock left (null stock has no limit). */
export const inDraw = (p: { enabled?: boolean; stock?: number | null }) =>
  p.enabled === true && (p.stock === null || p.stock === undefined || p.stock > 0);

/**
 * The odds a prize of `weight` has against the other prizes in the draw (their weights), percent
 * with two decimals as the server writes them; rounded in whole hundredths so 1 of 3 reads 33.33.
 */
export function impliedOdds(weight: number, others: number[]): { odds: string; total: number } {
  const total = others.reduce((sum, w) => sum + w, weight);
  const hundredths = total === 0 ? 0 : Math.round((weight * 10_000) / total);
  return { odds: (hundredths / 100).toFixed(2), total };
}

/**
 * The candidates of a draw with the range of random values each covered, in the order the server
 * laid them out: the value fell in the winner's `[from, to)`.
 */
export function candidateRanges(candidates: TAdminDrawRecord['candidates']) {
  let from = 0;
  return candidates.map((c) => {
    const range = { ...c, from, to: from + c.weight };
    from = range.to;
    return range;
  });
}

/** Codes as CSV text; they are letters and digits, so nothing needs quoting. */
export function codesCsv(rows: { code: string; uses: number }[]): string {
  return ['code,uses', ...rows.map((r) => `${r.code},${r.uses}`), ''].join('\r\n');
}

/** Every row of a paged list, asking page after page until the total is reached. */
export async function allPages<T>(
  fetchPage: (page: number, size: number) => Promise<TPaged<T>>,
  size = 100,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { list, pagination } = await fetchPage(page, size);
    rows.push(...list);
    if (list.length < size || rows.length >= pagination.total) return rows;
  }
}

export type PrizeValues = {
  kind: TPrizeKind;
  amount?: number | null;
  couponId?: number;
  weight: number;
  stock?: number | null;
  sort: number;
  enabled: boolean;
};

/** The prize as the add and update calls take it: only its own kind's figure is sent. */
export function toPrizeBody(v: PrizeValues): TPrizeAddBody {
  return {
    kind: v.kind,
    amount: v.kind === 'cash' ? (v.amount ?? null) : null,
    couponId: v.kind === 'coupon' ? (v.couponId ?? null) : null,
    weight: v.weight,
    stock: v.stock ?? null,
    sort: v.sort,
    enabled: v.enabled,
  };
}

export type CouponValues = {
  name: string;
  kind: TCouponKind;
  percent?: number | null;
  amount?: number | null;
  minOrder: number;
  maxDiscount?: number | null;
  usageLimit: number;
  validDays: number;
  enabled: boolean;
};

/** The coupon as the add and update calls take it; a cap only bounds a percent coupon. */
export function toCouponBody(v: CouponValues): TCouponAddBody {
  const percent = v.kind === 'percent';
  return {
    name: v.name.trim(),
    kind: v.kind,
    percent: percent ? (v.percent ?? null) : null,
    amount: percent ? null : (v.amount ?? null),
    minOrder: v.minOrder,
    maxDiscount: percent ? (v.maxDiscount ?? null) : null,
    usageLimit: v.usageLimit,
    validDays: v.validDays,
    enabled: v.enabled,
  };
}

export type BatchValues = {
  name: string;
  reward: 'draws' | 'coupon';
  draws?: number;
  couponId?: number;
  maxUses: number;
  count: number;
  expiresAt: Dayjs;
};

export function toBatchBody(v: BatchValues): TRedeemBatchAddBody {
  return {
    name: v.name.trim(),
    reward: v.reward,
    draws: v.reward === 'draws' ? (v.draws ?? null) : null,
    couponId: v.reward === 'coupon' ? (v.couponId ?? null) : null,
    maxUses: v.maxUses,
    count: v.count,
    expiresAt: v.expiresAt.toISOString(),
  };
}
