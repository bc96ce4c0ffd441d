import {
  SINGLE_TEXT_KINDS,
  type TContentKind,
  ZContentItem,
  ZContentPage,
  ZIdQuery,
  ZPageQuery,
} from '@club/contract';
import type { App } from '../../kernel/http';
import type { ContentService } from './service';

/**
 * Members' and visitors' content calls (`/api/app/cms/comm/*`, public: home shows them); the
 * operator's in `operator-routes.ts`.
 */
export function contentRoutes(app: App, deps: { content: ContentService }) {
  const { content } = deps;
  const tags = ['cms'];
  // Home and its content are for visitors too.
  const config = { auth: 'public' as const };
  const base = '/api/app/cms/comm';

  const lists: [string, TContentKind][] = [
    ['news', 'news'],
    ['siteGuideList', 'guide'],
    ['announcement', 'announcement'],
    ['partners', 'partner'],
    ['banner', 'banner'],
  ];
  for (const [path, kind] of lists) {
    app.get(
      `${base}/${path}`,
      { config, schema: { tags, querystring: ZPageQuery, response: { 200: ZContentPage } } },
      async (request) => content.list(kind, request.query, request.lang),
    );
  }
  const details: [string, TContentKind][] = [
    ['newsDetail', 'news'],
    ['siteGuideDetail', 'guide'],
  ];
  for (const [path, kind] of details) {
    app.get(
      `${base}/${path}`,
      { config, schema: { tags, querystring: ZIdQuery, response: { 200: ZContentItem } } },
      async (request) => content.detail(kind, request.query.id, request.lang),
    );
  }
  // One call per single text, named by its kind: companyProfile, …, customerService.
  for (const kind of SINGLE_TEXT_KINDS) {
    app.get(
      `${base}/${kind}`,
      { config, schema: { tags, response: { 200: ZContentItem.nullable() } } },
      async (request) => content.single(kind, request.lang),
    );
  }
}
