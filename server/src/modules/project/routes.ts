import {
  ZFocusBody,
  ZFocusState,
  ZIdQuery,
  ZPageQuery,
  ZProject,
  ZProjectDetail,
  ZProjectPage,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember } from '../../kernel/http';
import type { ProjectService } from './service';

/** What members and visitors call: the catalogue (`/api/app/finance/proj/*`) and their focus (`/api/app/film/focus/*`). */
export function projectRoutes(app: App, deps: { projects: ProjectService }) {
  const { projects } = deps;
  const tags = ['finance'];
  const security = [{ token: [] }];
  // Visitors browse the catalogue too; a signed-in member also sees their own state.
  const optional = { auth: 'optional' as const };
  const memberId = (request: { principal?: { kind: string; id: number } }) =>
    request.principal?.kind === 'member' ? request.principal.id : undefined;

  app.get(
    '/api/app/finance/proj/home',
    { config: optional, schema: { tags, querystring: ZPageQuery, response: { 200: ZProjectPage } } },
    async (request) => projects.home(request.query, request.lang, memberId(request)),
  );
  app.get(
    '/api/app/finance/proj/hot',
    { config: optional, schema: { tags, response: { 200: z.array(ZProject) } } },
    async (request) => projects.hot(request.lang, memberId(request)),
  );
  app.get(
    '/api/app/finance/proj/detail',
    { config: optional, schema: { tags, querystring: ZIdQuery, response: { 200: ZProjectDetail } } },
    async (request) => projects.detail(request.query.id, request.lang, memberId(request)),
  );

  app.post(
    '/api/app/film/focus/setFavoriteOrFollow',
    { schema: { tags, security, body: ZFocusBody, response: { 200: ZFocusState } } },
    async (request) => projects.setFocus(requireMember(request).id, request.body),
  );
  for (const kind of ['favorite', 'follow'] as const) {
    app.get(
      `/api/app/film/focus/${kind}`,
      { schema: { tags, security, querystring: ZPageQuery, response: { 200: ZProjectPage } } },
      async (request) => projects.focused(requireMember(request).id, kind, request.query, request.lang),
    );
  }
}
