import {
  ZAdminRankClosePage,
  ZRankAwards,
  ZRankAwardsQuery,
  ZRankBoard,
  ZRankClosePageBody,
  ZRankQuery,
  ZRankRewards,
  ZRankRewardsUpdateBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireAdmin, requireMember } from '../../kernel/http';
import type { RankingService } from './service';

/** Rankings for members (`/api/app/ranking/*`) and operators (`/api/admin/ranking/*`). */
export function rankingRoutes(app: App, deps: { ranking: RankingService }) {
  const { ranking } = deps;
  const member = { tags: ['ranking'], security: [{ token: [] }] };
  const admin = { tags: ['admin'], security: [{ token: [] }] };

  app.get(
    '/api/app/ranking/board',
    { schema: { ...member, querystring: ZRankQuery, response: { 200: ZRankBoard } } },
    async (request) => ranking.board(requireMember(request).id, request.query),
  );
  app.get(
    '/api/app/ranking/awards',
    { schema: { ...member, querystring: ZRankAwardsQuery, response: { 200: ZRankAwards } } },
    async (request) => {
      requireMember(request);
      return ranking.awards(request.query);
    },
  );

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
