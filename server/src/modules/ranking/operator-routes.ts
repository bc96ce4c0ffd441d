import {
  ZAdminRankClosePage,
  ZRankClosePageBody,
  ZRankRewards,
  ZRankRewardsUpdateBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin } from '../../kernel/http';
import type { RankingService } from './service';

/** Rankings for operators (`/api/admin/ranking/*`): the place rewards and the closed periods. */
export function rankingOperatorRoutes(app: App, deps: { ranking: RankingService }) {
  const { ranking } = deps;
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.post(
    '/api/admin/ranking/reward/list',
    {
      config: { permission: 'ranking:reward:list' },
      schema: { ...admin, body: z.strictObject({}), response: { 200: ZRankRewards } },
    },
    async () => ranking.rewards(),
  );
  app.post(
    '/api/admin/ranking/reward/update',
    {
      config: { permission: 'ranking:reward:update' },
      schema: { ...admin, body: ZRankRewardsUpdateBody, response: { 200: z.null() } },
    },
    async (request) => ranking.updateRewards(requireAdmin(request).id, request.body),
  );
  app.post(
    '/api/admin/ranking/close/page',
    {
      config: { permission: 'ranking:close:page' },
      schema: { ...admin, body: ZRankClosePageBody, response: { 200: ZAdminRankClosePage } },
    },
    async (request) => ranking.closePage(request.body),
  );
}
