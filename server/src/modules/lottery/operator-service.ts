import { randomInt } from 'node:crypto';
import type { TAdminPrize } from '@club/contract';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import {
  type CouponRow,
  couponsPage,
  findCoupon,
  insertCoupon,
  memberCouponsByIds,
  updateCoupon,
} from '../coupon/repo';
import { couponMap, prizeOdds } from './odds';
import { oddsText } from './pick';
import {
  allPrizes,
  batchesPage,
  codesPage,
  currentVersion,
  drawRecordsPage,
  findPrize,
  insertBatch,
  insertCodes,
  insertPrize,
  insertVersion,
  type PrizeRow,
  prizesInPlay,
  updatePrize,
} from './repo';
import { adminCouponView, drawRecordView, prizeView, redeemBatchView } from './views';

/** Redeem codes: 16 symbols of 32 (no 0/O/1/I), 80 bits, far beyond guessing at any rate limit. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(32)]).join('');

type PrizeFields = {
  kind: PrizeRow['kind'];
  amount: number | null;
  couponId: number | null;
  weight: number;
  stock: number | null;
  sort: number;
  enabled: boolean;
};
type CouponFields = {
  name: string;
  kind: CouponRow['kind'];
  percent: number | null;
  amount: number | null;
  minOrder: number;
  maxDiscount: number | null;
  usageLimit: number;
  validDays: number;
  enabled: boolean;
};
type BatchFields = {
  name: string;
  reward: 'draws' | 'coupon';
  draws: number | null;
  couponId: number | null;
  maxUses: number;
  count: number;
  expiresAt: string;
};
type Page = { page: number; size: number; sortOrder: 'asc' | 'desc' };

/**
 * Records a new version of the prize table after an operator's edit: a draw names the version it
 * was drawn under, and the snapshot keeps what that version was whatever is edited later.
 */
async function snapshotTable(trx: Trx, adminId: number | null, now: number) {
  const prizes = await allPrizes(trx);
  await insertVersion(trx, JSON.stringify(prizes), adminId, now);
}

function prizeRow(body: PrizeFields, now: number) {
  if (body.kind === 'cash' && body.amount === null) fail('LOTTERY_PRIZE_INVALID', { field: 'amount' });
  if (body.kind === 'coupon' && body.couponId === null) fail('LOTTERY_PRIZE_INVALID', { field: 'couponId' });
  return {
    kind: body.kind,
    amount: body.kind === 'cash' ? body.amount : null,
    coupon_id: body.kind === 'coupon' ? body.couponId : null,
    weight: body.weight,
    stock: body.stock,
    sort: body.sort,
    enabled: body.enabled ? 1 : 0,
    updated_at: now,
  };
}

async function assertCoupon(db: Db, id: number | null) {
  if (id !== null && !(await findCoupon(db, id))) fail('NOT_FOUND');
}

function couponRow(body: CouponFields, now: number) {
  if (body.kind === 'percent' && body.percent === null) fail('LOTTERY_PRIZE_INVALID', { field: 'percent' });
  if (body.kind === 'fixed' && body.amount === null) fail('LOTTERY_PRIZE_INVALID', { field: 'amount' });
  return {
    name: body.name,
    kind: body.kind,
    percent: body.kind === 'percent' ? body.percent : null,
    amount: body.kind === 'fixed' ? body.amount : null,
    min_order: body.minOrder,
    max_discount: body.kind === 'percent' ? body.maxDiscount : null,
    usage_limit: body.usageLimit,
    valid_days: body.validDays,
    enabled: body.enabled ? 1 : 0,
    updated_at: now,
  };
}

/**
 * What operators do with the lottery (`/api/admin/lottery/*`): the prize table (every edit a new
 * version), coupon templates, batches of redeem codes, and the record of every draw; each change
 * audited in its own transaction.
 */
export function createLotteryOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async prizeList() {
      const [prizes, inPlay, version] = await Promise.all([
        allPrizes(db),
        prizesInPlay(db),
        currentVersion(db),
      ]);
      const { coupons, total } = await prizeOdds(db, inPlay);
      const playing = new Set(inPlay.map((p) => p.id));
      const all = await couponMap(db, prizes);
      for (const [id, c] of all) coupons.set(id, c);
      const list = prizes.map(
        (p): TAdminPrize => ({
          ...prizeView(p, coupons),
          couponId: p.coupon_id,
          couponName: p.coupon_name ?? null,
          weight: p.weight,
          stock: p.stock,
          sort: p.sort,
          enabled: p.enabled === 1,
          odds: playing.has(p.id) ? oddsText(p.weight, total) : '0.00',
          won: p.won,
        }),
      );
      return { version, list };
    },

    async addPrize(adminId: number, body: PrizeFields) {
      await assertCoupon(db, body.kind === 'coupon' ? body.couponId : null);
      const now = clock.now();
      const row = prizeRow(body, now);
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertPrize(trx, { ...row, deleted_at: null, created_at: now });
        await snapshotTable(trx, adminId, now);
        await writeAudit(trx, {
          adminId,
          action: 'lottery:prize:add',
          target: `prize:${id}`,
          after: body,
          now,
        });
        return id;
      });
      return { id };
    },

    async updatePrize(adminId: number, body: PrizeFields & { id: number }) {
      const before = await findPrize(db, body.id);
      if (!before) fail('NOT_FOUND');
      await assertCoupon(db, body.kind === 'coupon' ? body.couponId : null);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updatePrize(trx, body.id, prizeRow(body, now));
        await snapshotTable(trx, adminId, now);
        await writeAudit(trx, {
          adminId,
          action: 'lottery:prize:update',
          target: `prize:${body.id}`,
          before,
          after: body,
          now,
        });
      });
      return null;
    },

    /** Takes a prize out of the table; draws that won it keep their record. */
    async deletePrize(adminId: number, id: number) {
      const before = await findPrize(db, id);
      if (!before) fail('NOT_FOUND');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updatePrize(trx, id, { deleted_at: now, updated_at: now });
        await snapshotTable(trx, adminId, now);
        await writeAudit(trx, {
          adminId,
          action: 'lottery:prize:delete',
          target: `prize:${id}`,
          before,
          now,
        });
      });
      return null;
    },

    async couponPage(body: Page) {
      const { rows, total } = await couponsPage(db, body.sortOrder, body);
      return pageOf(rows.map(adminCouponView), body, total);
    },

    async addCoupon(adminId: number, body: CouponFields) {
      const now = clock.now();
      const row = couponRow(body, now);
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertCoupon(trx, { ...row, created_at: now });
        await writeAudit(trx, {
          adminId,
          action: 'lottery:coupon:add',
          target: `coupon:${id}`,
          after: body,
          now,
        });
        return id;
      });
      return { id };
    },

    /** New terms apply to coupons granted from now on; a member's coupon keeps the terms it was granted under. */
    async updateCoupon(adminId: number, body: CouponFields & { id: number }) {
      const before = await findCoupon(db, body.id);
      if (!before) fail('NOT_FOUND');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateCoupon(trx, body.id, couponRow(body, now));
        await writeAudit(trx, {
          adminId,
          action: 'lottery:coupon:update',
          target: `coupon:${body.id}`,
          before,
          after: body,
          now,
        });
      });
      return null;
    },

    async batchPage(body: Page) {
      const { rows, total } = await batchesPage(db, body.sortOrder, body);
      return pageOf(rows.map(redeemBatchView), body, total);
    },

    /** Generates a batch of codes, each drawn from the CSPRNG; the unique index refuses a repeat. */
    async addBatch(adminId: number, body: BatchFields) {
      if (body.reward === 'draws' && body.draws === null) fail('LOTTERY_PRIZE_INVALID', { field: 'draws' });
      if (body.reward === 'coupon' && body.couponId === null)
        fail('LOTTERY_PRIZE_INVALID', { field: 'couponId' });
      await assertCoupon(db, body.reward === 'coupon' ? body.couponId : null);
      const now = clock.now();
      const codes = new Set<string>();
      while (codes.size < body.count) codes.add(newCode());
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertBatch(trx, {
          name: body.name,
          reward: body.reward,
          draws: body.reward === 'draws' ? body.draws : null,
          coupon_id: body.reward === 'coupon' ? body.couponId : null,
          max_uses: body.maxUses,
          count: body.count,
          expires_at: Date.parse(body.expiresAt),
          admin_id: adminId,
          created_at: now,
        });
        const all = [...codes];
        for (let i = 0; i < all.length; i += 200) await insertCodes(trx, id, all.slice(i, i + 200));
        await writeAudit(trx, {
          adminId,
          action: 'lottery:code:add',
          target: `batch:${id}`,
          after: body,
          now,
        });
        return id;
      });
      return { id };
    },

    async codePage(body: Page & { batchId: number }) {
      const { rows, total } = await codesPage(db, body.batchId, body.sortOrder, body);
      return pageOf(rows, body, total);
    },

    async drawRecordPage(body: Page & { userId?: number }) {
      const { rows, total } = await drawRecordsPage(db, { userId: body.userId, order: body.sortOrder }, body);
      const coupons = await memberCouponsByIds(
        db,
        rows.flatMap((r) => (r.member_coupon_id === null ? [] : [r.member_coupon_id])),
      );
      const now = clock.now();
      const list = rows.map((r) =>
        drawRecordView(
          r,
          coupons.find((c) => c.id === r.member_coupon_id),
          now,
        ),
      );
      return pageOf(list, body, total);
    },
  };
}
