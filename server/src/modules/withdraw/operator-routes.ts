import {
  ZAccountAdminPageBody,
  ZAdminWithdrawAccount,
  ZAdminWithdrawChannel,
  ZAdminWithdrawOrder,
  ZDecisionBody,
  ZPageOf,
  ZWithdrawAdminPageBody,
  ZWithdrawApproveBody,
  ZWithdrawChannelUpdateBody,
  ZWithdrawDecided,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import type { WithdrawService } from './service';

/** The operators' channels, review queue and account verification (`/api/admin/withdraw/*`, `/api/admin/bank/card/*`). */
export function withdrawOperatorRoutes(app: App, deps: { withdraw: WithdrawService; once: Idempotency }) {
  const { withdraw, once } = deps;
  const security = [{ token: [] }];
  const bank = { tags: ['bank'], security };
  const tags = ['withdraw'];

  app.get(
    '/api/admin/withdraw/channel/list',
    {
      config: { permission: 'withdraw:channel:read' },
      schema: { tags, security, response: { 200: z.array(ZAdminWithdrawChannel) } },
    },
    async (request) => withdraw.adminChannels(request.lang),
  );
  app.post(
    '/api/admin/withdraw/channel/update',
    {
      config: { permission: 'withdraw:channel:update' },
      schema: { tags, security, body: ZWithdrawChannelUpdateBody, response: { 200: z.null() } },
    },
    async (request) => withdraw.updateChannel(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/withdraw/order/page',
    {
      config: { permission: 'withdraw:order:read' },
      schema: {
        tags,
        security,
        body: ZWithdrawAdminPageBody,
        response: { 200: ZPageOf(ZAdminWithdrawOrder) },
      },
    },
    async (request) => withdraw.adminOrders(request.body, request.lang),
  );
  app.post(
    '/api/admin/withdraw/order/approve',
    {
      config: { permission: 'withdraw:order:approve' },
      schema: { tags, security, body: ZWithdrawApproveBody, response: { 200: ZWithdrawDecided } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id, reason, payoutReference } = request.body;
      return once(request, `admin:${admin.id}`, (commit) =>
        withdraw.decide(admin.id, id, 'success', reason, commit, payoutReference),
      );
    },
  );
  app.post(
    '/api/admin/withdraw/order/reject',
    {
      config: { permission: 'withdraw:order:reject' },
      schema: { tags, security, body: ZDecisionBody, response: { 200: ZWithdrawDecided } },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return once(request, `admin:${admin.id}`, (commit) =>
        withdraw.decide(admin.id, request.body.id, 'failed', request.body.reason, commit),
      );
    },
  );
  app.post(
    '/api/admin/bank/card/page',
    {
      config: { permission: 'bank:card:read' },
      schema: {
        ...bank,
        body: ZAccountAdminPageBody,
        response: { 200: ZPageOf(ZAdminWithdrawAccount) },
      },
    },
    async (request) => withdraw.adminAccounts(request.body),
  );
  for (const [action, outcome] of [
    ['verify', 'verified'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/admin/bank/card/${action}`,
      {
        config: { permission: `bank:card:${action}` },
        schema: { ...bank, body: ZDecisionBody, response: { 200: z.null() } },
      },
      async (request) =>
        withdraw.decideAccount(requireAdmin(request).id, request.body.id, outcome, request.body.reason),
    );
  }
}
