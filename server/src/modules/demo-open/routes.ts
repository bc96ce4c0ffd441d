import { Readable } from 'node:stream';
import {
  DEMO_DEFAULT_TENANT,
  ZDemoCacheEntry,
  ZDemoCacheGetQuery,
  ZDemoCacheSetBody,
  ZDemoEventBody,
  ZDemoEventSent,
  ZDemoGoods,
  ZDemoGoodsAddBody,
  ZDemoGoodsDeleteBody,
  ZDemoGoodsInfoQuery,
  ZDemoGoodsListBody,
  ZDemoGoodsPageBody,
  ZDemoGoodsUpdateBody,
  ZDemoI18n,
  ZDemoI18nQuery,
  ZDemoPluginQuery,
  ZDemoPluginResult,
  ZDemoQueueAddBody,
  ZDemoQueueInfoQuery,
  ZDemoQueueItem,
  ZDemoRpcBody,
  ZDemoRpcResult,
  ZDemoSseQuery,
  ZDemoTenant,
  ZDemoTenantHeaders,
  ZDemoTransactionBody,
  ZPageOf,
} from '@club/contract';
import * as z from 'zod';
import type { App, RouteLimit } from '../../kernel/http';
import { DEMO_PLUGIN_DECORATOR, type DemoToolbox, demoPlugin } from './plugin';
import type { DemoOpenService } from './service';

const tenantOf = (headers: { 'x-tenant-id'?: string }) => headers['x-tenant-id'] ?? DEMO_DEFAULT_TENANT;

/**
 * The specification's `open/demo/*` samples, public and rate-limited, in a scope of their own
 * (app.ts registers this function as a plugin), where the demo plugin applies.
 */
export async function demoOpenRoutes(scope: App, deps: { demo: DemoOpenService; limit: RouteLimit }) {
  const { demo, limit } = deps;
  const base = '/api/open/demo';
  const tags = ['demo'];
  const read = { auth: 'public' as const, ...limit(60) };
  const write = { auth: 'public' as const, ...limit(20) };
  const headers = ZDemoTenantHeaders;

  await scope.register(demoPlugin);

  scope.post(
    `${base}/goods/add`,
    { config: write, schema: { tags, headers, body: ZDemoGoodsAddBody, response: { 200: ZDemoGoods } } },
    async (request) => demo.add(tenantOf(request.headers), request.body.title),
  );
  scope.post(
    `${base}/goods/delete`,
    { config: write, schema: { tags, headers, body: ZDemoGoodsDeleteBody, response: { 200: z.null() } } },
    async (request) => demo.delete(tenantOf(request.headers), request.body.ids),
  );
  scope.post(
    `${base}/goods/update`,
    { config: write, schema: { tags, headers, body: ZDemoGoodsUpdateBody, response: { 200: ZDemoGoods } } },
    async (request) => demo.update(tenantOf(request.headers), request.body.id, request.body.title),
  );
  scope.get(
    `${base}/goods/info`,
    {
      config: read,
      schema: { tags, headers, querystring: ZDemoGoodsInfoQuery, response: { 200: ZDemoGoods } },
    },
    async (request) => demo.info(tenantOf(request.headers), request.query.id),
  );
  scope.post(
    `${base}/goods/list`,
    {
      config: read,
      schema: { tags, headers, body: ZDemoGoodsListBody, response: { 200: z.array(ZDemoGoods) } },
    },
    async (request) => demo.list(tenantOf(request.headers), request.body.keyWord),
  );
  scope.post(
    `${base}/goods/page`,
    {
      config: read,
      schema: { tags, headers, body: ZDemoGoodsPageBody, response: { 200: ZPageOf(ZDemoGoods) } },
    },
    async (request) => demo.page(tenantOf(request.headers), request.body),
  );

  scope.get(
    `${base}/tenant/info`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The tenant of X-Tenant-Id and its goods',
        headers,
        response: { 200: ZDemoTenant },
      },
    },
    async (request) => demo.tenant(tenantOf(request.headers)),
  );

  scope.post(
    `${base}/transaction/add`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds every goods item or none',
        headers,
        body: ZDemoTransactionBody,
        response: { 200: z.array(ZDemoGoods) },
      },
    },
    async (request) => demo.addAll(tenantOf(request.headers), request.body.titles),
  );

  scope.get(
    `${base}/i18n/greeting`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A greeting in Accept-Language, or in `lang`',
        querystring: ZDemoI18nQuery,
        response: { 200: ZDemoI18n },
      },
    },
    async (request) => demo.greet(request.query.lang ?? request.lang, request.query.name),
  );

  scope.post(
    `${base}/cache/set`,
    { config: write, schema: { tags, body: ZDemoCacheSetBody, response: { 200: ZDemoCacheEntry } } },
    async (request) => demo.cacheSet(request.body.key, request.body.value, request.body.ttlSeconds),
  );
  scope.get(
    `${base}/cache/get`,
    { config: read, schema: { tags, querystring: ZDemoCacheGetQuery, response: { 200: ZDemoCacheEntry } } },
    async (request) => demo.cacheGet(request.query.key),
  );

  scope.post(
    `${base}/event/send`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Emits an in-process event',
        body: ZDemoEventBody,
        response: { 200: ZDemoEventSent },
      },
    },
    async (request) => demo.sendEvent(request.body.message),
  );

  scope.post(
    `${base}/queue/add`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Queues a message for the demo-queue job',
        body: ZDemoQueueAddBody,
        response: { 200: ZDemoQueueItem },
      },
    },
    async (request) => demo.enqueue(request.body.message),
  );
  scope.get(
    `${base}/queue/info`,
    { config: read, schema: { tags, querystring: ZDemoQueueInfoQuery, response: { 200: ZDemoQueueItem } } },
    async (request) => demo.queueItem(request.query.id),
  );

  scope.get(
    `${base}/sse/call`,
    {
      // Events go out as they happen; a compressor would hold them back to fill its blocks.
      compress: false,
      config: read,
      schema: {
        tags,
        summary: 'Server-sent events',
        description:
          'Answers text/event-stream, not the JSON envelope: `count` events (`data: {n, of, at}`) a moment apart, then `event: end`.',
        querystring: ZDemoSseQuery,
      },
    },
    async (request, reply) => {
      reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache');
      return reply.send(Readable.from(demo.events(request.query.count)));
    },
  );

  scope.post(
    `${base}/rpc/call`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Calls a procedure by name with its parameters',
        headers,
        body: ZDemoRpcBody,
        response: { 200: ZDemoRpcResult },
      },
    },
    async (request) => demo.rpc(tenantOf(request.headers), request.body, request.lang),
  );

  scope.get(
    `${base}/plugin/invoke`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Calls the demo scope’s Fastify plugin',
        querystring: ZDemoPluginQuery,
        response: { 200: ZDemoPluginResult },
      },
    },
    async (request) => {
      const toolbox = scope.getDecorator<DemoToolbox>(DEMO_PLUGIN_DECORATOR);
      return { plugin: toolbox.name, result: toolbox.sum(request.query.a, request.query.b) };
    },
  );
}
