import {
  ZAdminCouponPage,
  ZAdminDrawRecordPage,
  ZAdminPrizeList,
  ZAdminRedeemBatchPage,
  ZAdminRedeemCodePage,
  ZCouponAddBody,
  ZCouponPage,
  ZCouponPageBody,
  ZCouponQuery,
  ZCouponUpdateBody,
  ZDrawPage,
  ZDrawRecordPageBody,
  ZDrawResult,
  ZLotteryInfo,
  ZLotteryPageQuery,
  ZPrizeAddBody,
  ZPrizeDeleteBody,
  ZPrizeUpdateBody,
  ZRedeemBatchAddBody,
  ZRedeemBatchPageBody,
  ZRedeemBody,
  ZRedeemCodePageBody,
  ZRedeemResult,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { LotteryService } from './service';

const ZCreated = z.object({ id: z.number().int() });

/** The lottery for members (`/api/app/lottery/*`) and operators (`/api/admin/lottery/*`). */
export function lotteryRoutes(
  app: App,
  deps: { lottery: LotteryService; once: Idempotency; memberLimit: (max: number) => object },
) {
  const { lottery, once, memberLimit } = deps;
  const member = { tags: ['lottery'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };
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

  const operator = (permission: string) => ({ config: { permission } });
  const office = '/api/admin/lottery';
  app.post(
    `${office}/prize/list`,
    {
      ...operator('lottery:prize:list'),
      schema: { ...admin, body: z.strictObject({}), response: { 200: ZAdminPrizeList } },
    },
    async () => lottery.prizeList(),
  );
  app.post(
    `${office}/prize/add`,
    {
      ...operator('lottery:prize:add'),
      schema: { ...admin, body: ZPrizeAddBody, response: { 200: ZCreated } },
    },
    async (request) => lottery.addPrize(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/prize/update`,
    {
      ...operator('lottery:prize:update'),
      schema: { ...admin, body: ZPrizeUpdateBody, response: { 200: z.null() } },
    },
    async (request) => lottery.updatePrize(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/prize/delete`,
    {
      ...operator('lottery:prize:delete'),
      schema: { ...admin, body: ZPrizeDeleteBody, response: { 200: z.null() } },
    },
    async (request) => lottery.deletePrize(requireAdmin(request).id, request.body.id),
  );
  app.post(
    `${office}/coupon/page`,
    {
      ...operator('lottery:coupon:page'),
      schema: { ...admin, body: ZCouponPageBody, response: { 200: ZAdminCouponPage } },
    },
    async (request) => lottery.couponPage(request.body),
  );
  app.post(
    `${office}/coupon/add`,
    {
      ...operator('lottery:coupon:add'),
      schema: { ...admin, body: ZCouponAddBody, response: { 200: ZCreated } },
    },
    async (request) => lottery.addCoupon(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/coupon/update`,
    {
      ...operator('lottery:coupon:update'),
      schema: { ...admin, body: ZCouponUpdateBody, response: { 200: z.null() } },
    },
    async (request) => lottery.updateCoupon(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/code/page`,
    {
      ...operator('lottery:code:page'),
      schema: { ...admin, body: ZRedeemBatchPageBody, response: { 200: ZAdminRedeemBatchPage } },
    },
    async (request) => lottery.batchPage(request.body),
  );
  app.post(
    `${office}/code/add`,
    {
      ...operator('lottery:code:add'),
      schema: { ...admin, body: ZRedeemBatchAddBody, response: { 200: ZCreated } },
    },
    async (request) => lottery.addBatch(requireAdmin(request).id, request.body),
  );
  app.post(
    `${office}/code/codes`,
    {
      ...operator('lottery:code:codes'),
      schema: { ...admin, body: ZRedeemCodePageBody, response: { 200: ZAdminRedeemCodePage } },
    },
    async (request) => lottery.codePage(request.body),
  );
  app.post(
    `${office}/draw/page`,
    {
      ...operator('lottery:draw:page'),
      schema: { ...admin, body: ZDrawRecordPageBody, response: { 200: ZAdminDrawRecordPage } },
    },
    async (request) => lottery.drawRecordPage(request.body),
  );
}
