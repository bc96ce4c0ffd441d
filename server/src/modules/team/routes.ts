import {
  ZSubordinateList,
  ZSubordinateQuery,
  ZTeamActivity,
  ZTeamGroup,
  ZTeamGroupBody,
  ZTeamGroupQuery,
  ZTeamRewards,
  ZTeamRewardsQuery,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { TeamActivityService } from './activity';
import type { TeamService } from './service';

/**
 * Invitations: a member's invitees by level (`/api/app/user/info/subordinateList`, spec §5); team
 * activity (`/api/app/team/activity/*`).
 */
export function teamRoutes(
  app: App,
  deps: { team: TeamService; activity: TeamActivityService; memberLimit: (max: number) => object },
) {
  const { team, activity, memberLimit } = deps;
  const schema = { tags: ['team'], security: [{ token: [] }] };
  const base = '/api/app/team/activity';
  app.get(`${base}/current`, { schema: { ...schema, response: { 200: ZTeamActivity } } }, async (request) =>
    activity.current(requireMember(request).id),
  );
  app.post(
    `${base}/open`,
    {
      config: memberLimit(10),
      schema: { ...schema, body: z.strictObject({}), response: { 200: ZTeamGroup } },
    },
    async (request) => activity.open(requireMember(request).id),
  );
  app.get(
    `${base}/group`,
    { schema: { ...schema, querystring: ZTeamGroupQuery, response: { 200: ZTeamGroup } } },
    async (request) => activity.group(requireMember(request).id, request.query.id),
  );
  app.post(
    `${base}/join`,
    { config: memberLimit(10), schema: { ...schema, body: ZTeamGroupBody, response: { 200: ZTeamGroup } } },
    async (request) => activity.join(requireMember(request).id, request.body.id),
  );
  app.get(
    `${base}/rewards`,
    { schema: { ...schema, querystring: ZTeamRewardsQuery, response: { 200: ZTeamRewards } } },
    async (request) => activity.rewards(requireMember(request).id, request.query),
  );

  app.get(
    '/api/app/user/info/subordinateList',
    {
      schema: {
        tags: ['user'],
        security: [{ token: [] }],
        querystring: ZSubordinateQuery,
        response: { 200: ZSubordinateList },
      },
    },
    async (request) => team.subordinates(requireMember(request).id, request.query),
  );
}
