import { ZRankAwards, ZRankAwardsQuery, ZRankBoard, ZRankQuery } from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { RankingService } from './service';

/** Rankings for members (`/api/app/ranking/*`); operators' are in `operator-routes.ts`. */
export function rankingRoutes(app: App, deps: { ranking: RankingService }) {
  const { ranking } = deps;
  const member = { tags: ['ranking'], security: [{ token: [] }] };

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
}
