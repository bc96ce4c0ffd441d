import {
  ZAdminCouponPage,
  ZAdminDrawRecordPage,
  ZAdminPrizeList,
  ZAdminRedeemBatchPage,
  ZAdminRedeemCodePage,
  ZCouponAddBody,
  ZCouponPageBody,
  ZCouponUpdateBody,
  ZCreatedId,
  ZDrawRecordPageBody,
  ZPrizeAddBody,
  ZPrizeDeleteBody,
  ZPrizeUpdateBody,
  ZRedeemBatchAddBody,
  ZRedeemBatchPageBody,
  ZRedeemCodePageBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { LotteryService } from './service';

/** The lottery for operators (`/api/admin/lottery/*`), each route behind its permission key. */
export function lotteryOperatorRoutes(app: App, deps: { lottery: LotteryService }) {
  const { lottery } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };
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
      schema: { ...admin, body: ZPrizeAddBody, response: { 200: ZCreatedId } },
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
      schema: { ...admin, body: ZCouponAddBody, response: { 200: ZCreatedId } },
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
      schema: { ...admin, body: ZRedeemBatchAddBody, response: { 200: ZCreatedId } },
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
