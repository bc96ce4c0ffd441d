import type { TDrawResult, TLotteryInfo, TRedeemResult } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { grantCoupon } from '../coupon/grant';
import { findMemberCoupon, memberCouponsByIds, memberCouponsPage } from '../coupon/repo';
import { memberCouponView } from '../coupon/views';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import { grantDraws, investDrawThreshold, VIP_ACTIVATION_DRAWS } from './grants';
import { prizeOdds } from './odds';
import { type Candidate, oddsText, pickIndex, randomValue, totalWeight } from './pick';
import {
  currentVersion,
  drawsOf,
  drawsPage,
  findCode,
  insertDraw,
  insertRedeemUse,
  pendingDrawKeys,
  prizesInPlay,
  setDrawCoupon,
  spendDraw,
  takeCodeUse,
  takeStock,
} from './repo';
import { drawView, prizeView } from './views';

const drawKey = (id: number) => `lottery:${id}`;

/**
 * What a member does in the lottery (PRODUCT.md §9): members with an active VIP spend granted draws;
 * a draw is one transaction (a draw spent, a prize taken from stock by a conditional update, the
 * result recorded with its random value and the table version, the prize granted) under the
 * request's Idempotency-Key. Cash prizes are paid from the marketing budget; coupon prizes grant a
 * coupon. Members also list their draws and coupons and redeem codes.
 */
export function createLotteryMemberService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive' | 'svipLevels'>;
}) {
  const { db, clock, settings, members } = deps;

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
      const { coupons, total } = await prizeOdds(db, prizes);
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
      const { rows, total } = await memberCouponsPage(db, userId, q.state, now, q);
      return pageOf(
        rows.map((c) => memberCouponView(c, now)),
        q,
        total,
      );
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
  };
}
