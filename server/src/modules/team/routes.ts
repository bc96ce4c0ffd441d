import { ZSubordinateList, ZSubordinateQuery } from '@club/contract';
import { type App, requireMember } from '../../kernel/http';
import type { TeamService } from './service';

/** Invitations: a member's invitees by level (`/api/app/user/info/subordinateList`, spec §5). */
export function teamRoutes(app: App, deps: { team: TeamService }) {
  const { team } = deps;
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
