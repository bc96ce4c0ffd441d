import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LanguageCode } from '@club/contract';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type * as z from 'zod';
import type { Config } from './config';
import type { DbHandle, Trx } from './db';
import { Scheduler } from './jobs/scheduler';
import { appFileHeaders } from './kernel/app-files';
import type { Clock } from './kernel/clock';
import { EventHub } from './kernel/events';
import {
  type App,
  checkedSerializer,
  installHttpKernel,
  type RouteEntry,
  requireMember,
} from './kernel/http';
import { createIdempotency, idempotencyCleanup } from './kernel/idempotency';
import { createMetrics } from './kernel/metrics';
import { createAll } from './kernel/module';
import { openApiTransform } from './kernel/openapi';
import { installSecurityHeaders } from './kernel/security-headers';
import { type DomainEvents, MODULES } from './modules';
import { installDrain, type Lifecycle, newLifecycle } from './modules/ops/lifecycle';
import { projectTitles } from './modules/project/titles';
import type { SmsProvider } from './modules/sms/providers';

export type AppDeps = {
  config: Config;
  database: DbHandle;
  clock: Clock;
  /** The secret that signs tokens and keys hashes (`SECRET_KEY`, or the one db/bootstrap.ts keeps). */
  secret: string;
  sms: SmsProvider;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  /** Multiplies every rate limit (the load benchmark raises them; 1 in real use). */
  rateLimitScale?: number;
  /** Tests: every successful answer's `data` is checked against its route's contract schema. */
  checkResponses?: boolean;
  /** Set by main.ts's stop; a test that stops the app passes its own. */
  lifecycle?: Lifecycle;
};

/**
 * Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 trusts no hop at all for a bare
 * number, because it cannot tell a proxy from a client that connects directly; our README says a
 * count is for a server reachable only through its proxies.
 */
function trustedProxies(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp(deps: AppDeps) {
  const { config, clock } = deps;
  const { db } = deps.database;
  const { server } = config;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 256 * 1024,
    // A client that sends its request slowly, or stops reading the answer, holds a connection
    // only this long (408 for a late request); README explains the defaults.
    requestTimeout: server.requestTimeout,
    connectionTimeout: server.idleTimeout,
    // While stopping, a request that still arrives on an open connection is served (with
    // `Connection: close`, modules/ops/lifecycle.ts) rather than refused with a bare 503.
    return503OnClosing: false,
    keepAliveTimeout: server.keepAliveTimeout,
    http: {
      headersTimeout: server.headersTimeout,
      // Node enforces both timeouts on this tick (30 s by default), so a short timeout needs it finer.
      connectionsCheckingInterval: Math.min(5_000, server.headersTimeout / 4),
    },
  }).withTypeProvider() as unknown as App;
  // Beyond this, new connections are closed as they arrive instead of exhausting file descriptors.
  app.server.maxConnections = server.maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  // Responses are declared for the documentation and the clients; in production they are not
  // re-validated on the way out (the cost is per answer), in tests every success is.
  app.setSerializerCompiler(({ schema }) =>
    deps.checkResponses ? checkedSerializer(schema as z.ZodType) : (data) => JSON.stringify(data),
  );

  const scale = deps.rateLimitScale ?? 1;
  const limit = (max: number, timeWindow = '1 minute') => ({ rateLimit: { max: max * scale, timeWindow } });
  /**
   * Per signed-in member rather than per IP, on the routes that check a pay password, so one member
   * cannot spread guesses over many addresses. The key is read in a route-level onRequest hook,
   * which runs after the app-wide auth gate has set the principal.
   */
  const memberLimit = (max: number) => ({
    rateLimit: {
      max: max * scale,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `member:${requireMember(request).id}`,
    },
  });
  const metrics = createMetrics();
  metrics.watchDatabase(deps.database);
  const lifecycle = deps.lifecycle ?? newLifecycle();
  const scheduler = new Scheduler(clock, app.log, metrics.jobRan);
  // What the root gives every module; the modules add their services to it, in list order.
  const root = {
    config,
    db,
    dialect: deps.database.dialect,
    clock,
    secret: deps.secret,
    smsProvider: deps.sms,
    redis: deps.redis,
    log: app.log,
    testSeams: config.testSeams,
    // Domain modules publish, engagement modules react in the same transaction (kernel/events.ts).
    events: new EventHub<Trx, DomainEvents>(),
    once: createIdempotency(db, clock),
    limit,
    memberLimit,
    scheduler,
    metrics,
    lifecycle,
    // under-pressure's sample, registered below; read only once requests come.
    eventLoopDelay: () => app.memoryUsage().eventLoopDelay,
    // Filled by the HTTP kernel as routes register; read only once they have.
    routeTable: [] as RouteEntry[],
    projectTitles: (ids: number[], lang: LanguageCode) => projectTitles(db, ids, lang),
  };
  const context = createAll(root, MODULES);
  for (const module of MODULES) module.subscribe?.(context as never);
  scheduler.add(idempotencyCleanup(db));
  for (const module of MODULES) for (const job of module.jobs?.(context as never) ?? []) scheduler.add(job);

  installSecurityHeaders(app, { hstsMaxAge: config.hstsMaxAge });
  metrics.instrument(app);
  installDrain(app, lifecycle);
  // An event loop too far behind to answer in time sheds requests with 503 and Retry-After rather
  // than queueing them; the health probes opt out (modules/ops/routes.ts).
  await app.register(underPressure, { maxEventLoopDelay: server.maxEventLoopDelay, retryAfter: 5 });
  const { routes } = installHttpKernel(
    app,
    context.sessions,
    context.admins.hasPermission,
    context.operatorFactors.missing,
  );
  context.routeTable = routes;

  await app.register(rateLimit, {
    global: false,
    redis: deps.redis,
    nameSpace: 'club-rl:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'rate limited',
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });
  // Text answers go out compressed (brotli, else gzip) at a level quick enough for each request;
  // the apps' files come precompressed from their build (`scripts/vite-precompress.ts`).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, {
    limits: { files: 1, fileSize: (await context.settings.all()).uploadMaxBytes, fields: 5 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Film Club API',
        version: '1.0.0',
        description: 'Every answer is {code, data, message}; code 1000 is success.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (scope) => {
    for (const module of MODULES) await module.routes?.(scope as unknown as App, context as never);
  });

  fs.mkdirSync(context.uploads.dir, { recursive: true });
  // Only `reply.sendFile` for the upload route, which decides who may read each file.
  await app.register(fastifyStatic, { root: context.uploads.dir, serve: false });
  for (const [root, prefix] of [
    [config.adminDist, '/admin/'],
    [config.webDist, '/'],
  ] as const) {
    if (!fs.existsSync(path.join(root, 'index.html'))) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: appFileHeaders,
    });
  }

  return { app, scheduler, routes, services: context, lifecycle };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
