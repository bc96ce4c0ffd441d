import { randomInt } from 'node:crypto';
import type {
  TAdminCoupon,
  TAdminDrawRecord,
  TAdminPrize,
  TAdminRedeemBatch,
  TDrawResult,
  TLotteryInfo,
  TRedeemResult,
} from '@club/contract';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { displayPhone } from '../../kernel/phone';
import { writeAudit } from '../audit/repo';
import { grantCoupon } from '../coupon/grant';
import {
  type CouponRow,
  countCoupons,
  countMemberCoupons,
  couponsPage,
  findCoupon,
  findMemberCoupon,
  insertCoupon,
  memberCoupons,
  memberCouponsByIds,
  updateCoupon,
} from '../coupon/repo';
import { couponTerms, memberCouponView } from '../coupon/views';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import { grantDraws, investDrawThreshold, VIP_ACTIVATION_DRAWS } from './grants';
import { type Candidate, oddsText, pickIndex, randomValue, totalWeight } from './pick';
import {
  allPrizes,
  batchesPage,
  codesPage,
  countBatches,
  countCodes,
  countDrawRecords,
  currentVersion,
  drawRecords,
  drawsOf,
  drawsPage,
  findCode,
  findPrize,
  insertBatch,
  insertCodes,
  insertDraw,
  insertPrize,
  insertRedeemUse,
  insertVersion,
  type PrizeRow,
  pendingDrawKeys,
  prizesInPlay,
  setDrawCoupon,
  spendDraw,
  takeCodeUse,
  takeStock,
  updatePrize,
} from './repo';
import { drawView, prizeView } from './views';

/** Redeem codes: 16 symbols of 32 (no 0/O/1/I), 80 bits, far beyond guessing at any rate limit. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(32)]).join('');
const drawKey = (id: number) => `lottery:${id}`;

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
type Page = { page: number; size: number; sortOrder: 'asc' | 'desc' };

async function couponMap(db: Db, prizes: PrizeRow[]) {
  const ids = [...new Set(prizes.flatMap((p) => (p.coupon_id === null ? [] : [p.coupon_id])))];
  const rows = await Promise.all(ids.map((id) => findCoupon(db, id)));
  return new Map(rows.flatMap((c) => (c ? [[c.id, c] as const] : [])));
}

/**
 * Records a new version of the prize table after an operator's edit: a draw names the version it
 * was drawn under, and the snapshot keeps what that version was whatever is edited later.
 */
async function snapshotTable(trx: Trx, adminId: number | null, now: number) {
  const prizes = await allPrizes(trx);
  await insertVersion(trx, JSON.stringify(prizes), adminId, now);
}

/**
 * The lottery (PRODUCT.md §9): members with an active VIP spend granted draws; a draw is one
 * transaction (a draw spent, a prize taken from stock by a conditional update, the result recorded
 * with its random value and the table version, the prize granted) under the request's
 * Idempotency-Key. Cash prizes are paid from the marketing budget; coupon prizes grant a coupon.
 */
export function createLotteryService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive' | 'svipLevels'>;
}) {
  const { db, clock, settings, members } = deps;

  async function prizeOdds(prizes: PrizeRow[]) {
    const coupons = await couponMap(db, prizes);
    const total = totalWeight(prizes.map((p) => ({ prizeId: p.id, weight: p.weight })));
    return { coupons, total };
  }

  async function drawPageOf(userId: number, q: { page: number; size: number }) {
    const now = clock.now();
    const { rows, total } = await drawsPage(db, userId, q);
    const [coupons, pending] = await Promise.all([
      memberCouponsByIds(
        db,
        rows.flatMap((r) => (r.member_coupon_id === null ? [] : [r.member_coupon_id])),
      ),
      pendingDrawKeys(
        db,
        rows.filter((r) => r.kind === 'cash').map((r) => drawKey(r.id)),
      ),
    ]);
    const list = rows.map((r) =>
      drawView(
        r,
        coupons.find((c) => c.id === r.member_coupon_id),
        pending.has(drawKey(r.id)),
        now,
      ),
    );
    return pageOf(list, q, total);
  }

  function prizeRow(body: PrizeFields, now: number) {
    if (body.kind === 'cash' && body.amount === null) fail('LOTTERY_PRIZE_INVALID', { field: 'amount' });
    if (body.kind === 'coupon' && body.couponId === null)
      fail('LOTTERY_PRIZE_INVALID', { field: 'couponId' });
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

  async function assertCoupon(id: number | null) {
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

  return {
    async info(userId: number): Promise<TLotteryInfo> {
      const [qualified, draws, version, prizes, s, svip] = await Promise.all([
        members.isActive(userId),
        drawsOf(db, userId),
        currentVersion(db),
        prizesInPlay(db),
        settings.all(),
        members.svipLevels(),
      ]);
      const { coupons, total } = await prizeOdds(prizes);
      return {
        qualified,
        draws,
        tableVersion: version,
        prizes: prizes.map((p) => ({
          ...prizeView(p, coupons),
          weight: p.weight,
          odds: oddsText(p.weight, total),
        })),
        earn: {
          vipActivation: VIP_ACTIVATION_DRAWS,
          investThreshold: investDrawThreshold(s.currencyExponent),
          svipLevels: svip.map((l) => l.extraLotteryDraws),
        },
      };
    },

    /**
     * One draw. The prize is taken from stock by a conditional update; if a parallel draw took its
     * last unit first, this one draws again among the prizes still in stock (their odds rise, as
     * the lottery page shows them), so a draw never takes more than the stock.
     */
    async draw(userId: number, commit: Commit): Promise<TDrawResult> {
      if (!(await members.isActive(userId))) fail('LOTTERY_NOT_QUALIFIED');
      const now = clock.now();
      return commit.run(async (trx) => {
        if (!(await spendDraw(trx, userId))) fail('LOTTERY_NO_DRAWS');
        const version = await currentVersion(trx);
        let prizes = await prizesInPlay(trx);
        for (;;) {
          const candidates: Candidate[] = prizes.map((p) => ({ prizeId: p.id, weight: p.weight }));
          const total = totalWeight(candidates);
          if (total === 0) fail('LOTTERY_CLOSED');
          const value = randomValue(total);
          const prize = prizes[pickIndex(candidates, value)];
          if (!(await takeStock(trx, prize.id))) {
            prizes = prizes.filter((p) => p.id !== prize.id);
            continue;
          }
          const row = {
            user_id: userId,
            prize_id: prize.id,
            kind: prize.kind,
            amount: prize.kind === 'cash' ? prize.amount : null,
            member_coupon_id: null as number | null,
            random_value: value,
            total_weight: total,
            candidates: JSON.stringify(candidates),
            table_version: version,
            created_at: now,
          };
          const drawId = await insertDraw(trx, row);
          let pending = false;
          if (prize.kind === 'cash' && prize.amount !== null) {
            const outcome = await grantReward(trx, {
              userId,
              type: 'LOTTERY',
              wallet: 'work',
              amount: prize.amount,
              reference: `draw:${drawId}`,
              key: drawKey(drawId),
              now,
            });
            pending = outcome === 'pending';
          }
          let coupon: Awaited<ReturnType<typeof findMemberCoupon>>;
          if (prize.kind === 'coupon' && prize.coupon_id !== null) {
            const id = await grantCoupon(trx, {
              userId,
              couponId: prize.coupon_id,
              source: 'lottery',
              key: `draw:${drawId}`,
              now,
            });
            if (id !== undefined) {
              await setDrawCoupon(trx, drawId, id);
              coupon = await findMemberCoupon(trx, id);
            }
          }
          return {
            draw: drawView(
              { ...row, id: drawId, member_coupon_id: coupon?.id ?? null },
              coupon,
              pending,
              now,
            ),
            drawsLeft: await drawsOf(trx, userId),
          };
        }
      });
    },

    draws: drawPageOf,

    async coupons(userId: number, q: { page: number; size: number; state: 'usable' | 'used' | 'expired' }) {
      const now = clock.now();
      const [rows, total] = await Promise.all([
        memberCoupons(db, userId, q.state, now, q.size, (q.page - 1) * q.size),
        countMemberCoupons(db, userId, q.state, now),
      ]);
      return {
        list: rows.map((c) => memberCouponView(c, now)),
        pagination: { page: q.page, size: q.size, total },
      };
    },

    /** Redeems a code once per member and within its limit (a unique row and a conditional update). */
    async redeem(userId: number, text: string): Promise<TRedeemResult> {
      const now = clock.now();
      const code = await findCode(db, text);
      if (!code) fail('REDEEM_CODE_INVALID');
      if (code.expires_at <= now) fail('REDEEM_CODE_EXPIRED');
      return db.transaction().execute(async (trx) => {
        if (!(await insertRedeemUse(trx, code.id, userId, now))) fail('REDEEM_CODE_REDEEMED');
        if (!(await takeCodeUse(trx, code.id, code.max_uses))) fail('REDEEM_CODE_USED_UP');
        const key = `redeem:${code.id}:${userId}`;
        let draws = 0;
        let coupon: Awaited<ReturnType<typeof findMemberCoupon>>;
        if (code.reward === 'draws' && code.draws !== null) {
          await grantDraws(trx, { userId, count: code.draws, source: 'redeem', reference: key, key, now });
          draws = code.draws;
        }
        if (code.reward === 'coupon' && code.coupon_id !== null) {
          const id = await grantCoupon(trx, { userId, couponId: code.coupon_id, source: 'redeem', key, now });
          if (id !== undefined) coupon = await findMemberCoupon(trx, id);
        }
        return {
          draws,
          coupon: coupon ? memberCouponView(coupon, now) : null,
          drawsLeft: await drawsOf(trx, userId),
        };
      });
    },

    // ---- Back office ----

    async prizeList() {
      const [prizes, inPlay, version] = await Promise.all([
        allPrizes(db),
        prizesInPlay(db),
        currentVersion(db),
      ]);
      const { coupons, total } = await prizeOdds(inPlay);
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
      await assertCoupon(body.kind === 'coupon' ? body.couponId : null);
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
      await assertCoupon(body.kind === 'coupon' ? body.couponId : null);
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
      const [rows, total] = await Promise.all([
        couponsPage(db, body.sortOrder, body.size, (body.page - 1) * body.size),
        countCoupons(db),
      ]);
      const list = rows.map(
        (c): TAdminCoupon => ({
          ...couponTerms(c),
          id: c.id,
          name: c.name,
          enabled: c.enabled === 1,
          issued: Number(c.issued ?? 0),
          uses: Number(c.uses ?? 0),
          createdAt: iso(c.created_at),
        }),
      );
      return { list, pagination: { page: body.page, size: body.size, total } };
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
      const [rows, total] = await Promise.all([
        batchesPage(db, body.sortOrder, body.size, (body.page - 1) * body.size),
        countBatches(db),
      ]);
      const list = rows.map(
        (b): TAdminRedeemBatch => ({
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
        }),
      );
      return { list, pagination: { page: body.page, size: body.size, total } };
    },

    /** Generates a batch of codes, each drawn from the CSPRNG; the unique index refuses a repeat. */
    async addBatch(
      adminId: number,
      body: {
        name: string;
        reward: 'draws' | 'coupon';
        draws: number | null;
        couponId: number | null;
        maxUses: number;
        count: number;
        expiresAt: string;
      },
    ) {
      if (body.reward === 'draws' && body.draws === null) fail('LOTTERY_PRIZE_INVALID', { field: 'draws' });
      if (body.reward === 'coupon' && body.couponId === null)
        fail('LOTTERY_PRIZE_INVALID', { field: 'couponId' });
      await assertCoupon(body.reward === 'coupon' ? body.couponId : null);
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
      const [rows, total] = await Promise.all([
        codesPage(db, body.batchId, body.sortOrder, body.size, (body.page - 1) * body.size),
        countCodes(db, body.batchId),
      ]);
      return { list: rows, pagination: { page: body.page, size: body.size, total } };
    },

    async drawRecordPage(body: Page & { userId?: number }) {
      const [rows, total] = await Promise.all([
        drawRecords(db, {
          userId: body.userId,
          order: body.sortOrder,
          limit: body.size,
          offset: (body.page - 1) * body.size,
        }),
        countDrawRecords(db, body.userId),
      ]);
      const coupons = await memberCouponsByIds(
        db,
        rows.flatMap((r) => (r.member_coupon_id === null ? [] : [r.member_coupon_id])),
      );
      const now = clock.now();
      const list = rows.map(
        (r): TAdminDrawRecord => ({
          id: r.id,
          userId: r.user_id,
          memberPhone: displayPhone(r.member_area_code, r.member_phone),
          prize: drawView(
            r,
            coupons.find((c) => c.id === r.member_coupon_id),
            false,
            now,
          ).prize,
          randomValue: r.random_value,
          totalWeight: r.total_weight,
          tableVersion: r.table_version,
          candidates: JSON.parse(r.candidates) as Candidate[],
          createdAt: iso(r.created_at),
        }),
      );
      return { list, pagination: { page: body.page, size: body.size, total } };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
