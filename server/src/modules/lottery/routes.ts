import {
  ZCouponPage,
  ZCouponQuery,
  ZDrawPage,
  ZDrawResult,
  ZLotteryInfo,
  ZLotteryPageQuery,
  ZRedeemBody,
  ZRedeemResult,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { LotteryService } from './service';

/** The lottery for members (`/api/app/lottery/*`); operators' routes are in `operator-routes.ts`. */
export function lotteryRoutes(
  app: App,
  deps: { lottery: LotteryService; once: Idempotency; memberLimit: (max: number) => object },
) {
  const { lottery, once, memberLimit } = deps;
  const member = { tags: ['lottery'], security: [{ token: [] }] };
  const base = '/api/app/lottery';

  app.get(`${base}/info`, { schema: { ...member, response: { 200: ZLotteryInfo } } }, async (request) =>
    lottery.info(requireMember(request).id),
  );
  app.post(
    `${base}/draw`,
    {
      config: memberLimit(60),
      schema: { ...member, body: z.strictObject({}), response: { 200: ZDrawResult } },
    },
    async (request) => {
      const id = requireMember(request).id;
      return once(request, `member:${id}`, (commit) => lottery.draw(id, commit));
    },
  );
  app.get(
    `${base}/draws`,
    { schema: { ...member, querystring: ZLotteryPageQuery, response: { 200: ZDrawPage } } },
    async (request) => lottery.draws(requireMember(request).id, request.query),
  );
  app.get(
    `${base}/coupons`,
    { schema: { ...member, querystring: ZCouponQuery, response: { 200: ZCouponPage } } },
    async (request) => lottery.coupons(requireMember(request).id, request.query),
  );
  // Codes carry 80 bits; the limit keeps even a patient guesser to a handful of tries a minute.
  app.post(
    `${base}/redeem`,
    { config: memberLimit(10), schema: { ...member, body: ZRedeemBody, response: { 200: ZRedeemResult } } },
    async (request) => lottery.redeem(requireMember(request).id, request.body.code),
  );
}
