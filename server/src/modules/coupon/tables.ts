// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type CouponTables = {
  coupons: CouponsTable;
  member_coupons: MemberCouponsTable;
  coupon_uses: CouponUsesTable;
};

/** Coupon terms an operator offers; a member's coupon copies them when granted. */
export type CouponsTable = {
  id: Generated<number>;
  name: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  usage_limit: number;
  valid_days: number;
  enabled: number;
  created_at: number;
  updated_at: number;
};

export type MemberCouponsTable = {
  id: Generated<number>;
  user_id: number;
  coupon_id: number;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  usage_limit: number;
  used: Generated<number>;
  expires_at: number;
  source: 'lottery' | 'redeem';
  /** What granted it (`draw:<id>`, `redeem:<code>:<member>`): granted once. */
  grant_key: string;
  created_at: number;
};

export type CouponUsesTable = {
  id: Generated<number>;
  member_coupon_id: number;
  investment_id: number;
  discount: number;
  used_at: number;
  /** Set when the investment was revoked and the use given back. */
  returned_at: number | null;
};
