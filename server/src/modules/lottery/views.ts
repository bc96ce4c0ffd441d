import type {
  TAdminCoupon,
  TAdminDrawRecord,
  TAdminRedeemBatch,
  TDraw,
  TPrize,
  TPrizeState,
} from '@club/contract';
import { DAY_MS, iso } from '../../kernel/calendar';
import { displayPhone } from '../../kernel/phone';
import type { CouponRow, MemberCouponRow } from '../coupon/repo';
import { couponState, couponTerms, memberCouponView } from '../coupon/views';
import type { Candidate } from './pick';
import type { batchesPage, DrawRow, drawRecordsPage, PrizeRow } from './repo';

/** A prize as members see it: its kind and figures, the client names it in their language. */
export function prizeView(p: PrizeRow, coupons: Map<number, CouponRow>): TPrize {
  const coupon = p.coupon_id === null ? undefined : coupons.get(p.coupon_id);
  return {
    id: p.id,
    kind: p.kind,
    amount: p.kind === 'cash' ? p.amount : null,
    coupon: p.kind === 'coupon' && coupon ? couponTerms(coupon) : null,
  };
}

/** What a draw won and how; a coupon prize shows the terms the member's coupon was granted under. */
export function drawView(
  d: DrawRow,
  coupon: MemberCouponRow | undefined,
  pending: boolean,
  now: number,
): TDraw {
  let state: TPrizeState = 'used';
  if (d.kind === 'none') state = 'notWon';
  else if (coupon) {
    const s = couponState(coupon, now);
    state = s === 'usable' ? 'unused' : s;
  }
  return {
    id: d.id,
    at: iso(d.created_at),
    prize: {
      id: d.prize_id ?? 0,
      kind: d.kind,
      amount: d.kind === 'cash' ? d.amount : null,
      coupon: coupon
        ? {
            kind: coupon.kind,
            percent: coupon.percent,
            amount: coupon.amount,
            minOrder: coupon.min_order,
            maxDiscount: coupon.max_discount,
            usageLimit: coupon.usage_limit,
            validDays: Math.round((coupon.expires_at - coupon.created_at) / DAY_MS),
          }
        : null,
    },
    state,
    pending,
    coupon: coupon ? memberCouponView(coupon, now) : null,
    randomValue: d.random_value,
    totalWeight: d.total_weight,
    tableVersion: d.table_version,
  };
}

/** A coupon template as operators see it, with how many were granted and used. */
export function adminCouponView(c: CouponRow & { issued: number | null; uses: number | null }): TAdminCoupon {
  return {
    ...couponTerms(c),
    id: c.id,
    name: c.name,
    enabled: c.enabled === 1,
    issued: Number(c.issued ?? 0),
    uses: Number(c.uses ?? 0),
    createdAt: iso(c.created_at),
  };
}

type BatchRow = Awaited<ReturnType<typeof batchesPage>>['rows'][number];

/** A batch of redeem codes as operators see it. */
export function redeemBatchView(b: BatchRow): TAdminRedeemBatch {
  return {
    id: b.id,
    name: b.name,
    reward: b.reward,
    draws: b.draws,
    couponId: b.coupon_id,
    couponName: b.coupon_name ?? null,
    maxUses: b.max_uses,
    count: b.count,
    redeemed: Number(b.redeemed ?? 0),
    expiresAt: iso(b.expires_at),
    createdAt: iso(b.created_at),
  };
}

type DrawRecordRow = Awaited<ReturnType<typeof drawRecordsPage>>['rows'][number];

/** A draw as operators audit it: the member, the prize, and the figures it was drawn with. */
export function drawRecordView(
  r: DrawRecordRow,
  coupon: MemberCouponRow | undefined,
  now: number,
): TAdminDrawRecord {
  return {
    id: r.id,
    userId: r.user_id,
    memberPhone: displayPhone(r.member_area_code, r.member_phone),
    prize: drawView(r, coupon, false, now).prize,
    randomValue: r.random_value,
    totalWeight: r.total_weight,
    tableVersion: r.table_version,
    candidates: JSON.parse(r.candidates) as Candidate[],
    createdAt: iso(r.created_at),
  };
}
