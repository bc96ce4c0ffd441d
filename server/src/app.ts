import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type * as z from 'zod';
import type { Config } from './config';
import type { DbHandle } from './db';
import { Scheduler } from './jobs/scheduler';
import { appFileHeaders } from './kernel/app-files';
import type { Clock } from './kernel/clock';
import { type App, checkedSerializer, installHttpKernel, requireMember } from './kernel/http';
import { translate } from './kernel/i18n';
import { createIdempotency, idempotencyCleanup } from './kernel/idempotency';
import { openApiTransform } from './kernel/openapi';
import { installSecurityHeaders } from './kernel/security-headers';
import { operatorRoutes } from './modules/admin/operator-routes';
import { createOperatorService } from './modules/admin/operator-service';
import { adminRoutes } from './modules/admin/routes';
import { operatorSelfRoutes } from './modules/admin/self-routes';
import { createAdminService } from './modules/admin/service';
import { auditRoutes } from './modules/audit/routes';
import { createAuditService } from './modules/audit/service';
import { authArtifactsCleanup } from './modules/auth/cleanup-job';
import { createLoginGuard } from './modules/auth/login-guard';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createCaptchaService } from './modules/captcha/service';
import { chatAlbumRoutes } from './modules/chat/album-routes';
import { createChatAlbumService } from './modules/chat/album-service';
import { createChatBus } from './modules/chat/bus';
import { deskRoutes } from './modules/chat/desk-routes';
import { createDeskService } from './modules/chat/desk-service';
import { chatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import { chatSocket } from './modules/chat/socket';
import { contentRoutes } from './modules/cms/routes';
import { createContentService } from './modules/cms/service';
import { commRoutes } from './modules/comm/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { demoOpenRoutes } from './modules/demo-open/routes';
import { createDemoOpenService, DEMO_EPS_COLUMNS } from './modules/demo-open/service';
import { dictRoutes } from './modules/dict/routes';
import { fundsRoutes } from './modules/funds/routes';
import { createFundsService } from './modules/funds/service';
import { investRoutes } from './modules/invest/routes';
import { createInvestService } from './modules/invest/service';
import { settle, settlementJob } from './modules/invest/settlement';
import { lotteryRoutes } from './modules/lottery/routes';
import { createLotteryService } from './modules/lottery/service';
import { membershipJobs } from './modules/member/jobs';
import { memberRoutes } from './modules/member/routes';
import { createMemberService } from './modules/member/service';
import { memberAdminRoutes } from './modules/member-admin/routes';
import { createMemberAdminService } from './modules/member-admin/service';
import { messageRoutes } from './modules/message/routes';
import { createMessageService } from './modules/message/service';
import { payRoutes } from './modules/pay/routes';
import { projectRoutes } from './modules/project/routes';
import { createProjectService } from './modules/project/service';
import { rankingRoutes } from './modules/ranking/routes';
import { createRankingService, rankingJob } from './modules/ranking/service';
import { rechargeExpiry } from './modules/recharge/expiry-job';
import { rechargeRoutes } from './modules/recharge/routes';
import { createRechargeService } from './modules/recharge/service';
import { reportRoutes } from './modules/report/routes';
import { createReportService, reportDayJob } from './modules/report/service';
import { pendingRewardsJob } from './modules/rewards/job';
import { rewardsRoutes } from './modules/rewards/routes';
import { createRewardsService } from './modules/rewards/service';
import { createSessionService } from './modules/session/service';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsAdminService, createSettingsService } from './modules/settings/service';
import type { SmsProvider } from './modules/sms/providers';
import { createSmsService } from './modules/sms/service';
import { taskRoutes } from './modules/task/routes';
import { createTaskService } from './modules/task/service';
import { createTeamActivityService, teamActivityJob } from './modules/team/activity';
import { teamRoutes } from './modules/team/routes';
import { createTeamService } from './modules/team/service';
import { uploadRoutes } from './modules/upload/routes';
import { createUploadService } from './modules/upload/service';
import { userRoutes } from './modules/user/routes';
import { createUserService } from './modules/user/service';
import { withdrawRoutes } from './modules/withdraw/routes';
import { createWithdrawService } from './modules/withdraw/service';

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
};

const subKey = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();

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

  const settings = createSettingsService(db);
  const sessions = createSessionService({
    db,
    clock,
    key: subKey(deps.secret, 'tokens'),
    accessTtl: config.accessTokenTtl,
    refreshTtl: config.refreshTokenTtl,
  });
  const captcha = createCaptchaService({
    db,
    clock,
    settings,
    fixedX: config.testSeams ? config.captchaFixedX : undefined,
  });
  const siteName = async (lang: Parameters<typeof translate>[0]) =>
    (await settings.all()).siteName ?? translate(lang, 'site.name');
  const sms = createSmsService({
    db,
    clock,
    settings,
    provider: deps.sms,
    key: subKey(deps.secret, 'sms'),
    siteName,
  });
  const uploads = createUploadService({
    db,
    clock,
    settings,
    dir: path.join(config.dataDir, 'uploads'),
    key: subKey(deps.secret, 'uploads'),
  });
  const loginGuard = createLoginGuard({ db, clock, settings, captcha });
  const auth = createAuthService({ db, clock, settings, captcha, sms, sessions, loginGuard });
  const users = createUserService({
    db,
    clock,
    settings,
    sessions,
    uploads,
    pepper: subKey(deps.secret, 'pay-pepper').toString('base64'),
  });
  const admins = createAdminService({ db, sessions, loginGuard });
  const funds = createFundsService({ db, clock, settings });
  const once = createIdempotency(db, clock);
  const members = createMemberService({ db, clock, users });
  const withdraw = createWithdrawService({ db, clock, settings, users, members, log: app.log });
  const recharge = createRechargeService({
    db,
    clock,
    settings,
    uploads,
    paySecrets: config.paySecrets,
    payGateways: config.payGateways,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const projects = createProjectService({ db, clock, uploads });
  const content = createContentService({ db, clock, uploads });
  const memberAdmin = createMemberAdminService({ db, clock, funds, members });
  const dashboard = createDashboardService({ db, clock, settings });
  const invest = createInvestService({ db, clock, settings, users, members, withdraw });
  const demo = createDemoOpenService({ db, clock, redis: deps.redis });
  const chatBus = createChatBus(deps.redis);
  const chat = createChatService({ db, clock, members, uploads, bus: chatBus });
  const desk = createDeskService({ db, clock, chat, bus: chatBus });
  const chatAlbums = createChatAlbumService({ db, clock, uploads });
  const tasks = createTaskService({ db, clock, members, uploads });
  const messages = createMessageService({ db, clock, settings });
  const rewards = createRewardsService({ db, clock });
  const lottery = createLotteryService({ db, clock, settings, members });
  const team = createTeamService({ db, clock, settings });
  const teamActivity = createTeamActivityService({ db, clock, settings, members });
  const ranking = createRankingService({ db, clock, settings });
  const report = createReportService({ db, clock, settings });
  const scheduler = new Scheduler(clock, app.log);
  scheduler.add(authArtifactsCleanup(db));
  scheduler.add(idempotencyCleanup(db));
  scheduler.add(rechargeExpiry(db));
  scheduler.add(membershipJobs(db));
  scheduler.add(settlementJob(db, settings, app.log));
  scheduler.add(pendingRewardsJob(db));
  scheduler.add(rankingJob(db, settings));
  scheduler.add(reportDayJob(db, settings));
  scheduler.add(teamActivityJob(db));
  scheduler.add(demo.queueJob());

  installSecurityHeaders(app, { hstsMaxAge: config.hstsMaxAge });
  const { routes } = installHttpKernel(app, sessions, admins.hasPermission);

  const scale = deps.rateLimitScale ?? 1;
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
    limits: { files: 1, fileSize: (await settings.all()).uploadMaxBytes, fields: 5 },
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
  await app.register(async (scope) => {
    const api = scope as unknown as App;
    commRoutes(api, { captcha, uploads, settings, limit, routes, columns: DEMO_EPS_COLUMNS });
    uploadRoutes(api, { uploads });
    dictRoutes(api, { db });
    authRoutes(api, { auth, sessions, limit });
    userRoutes(api, { users, memberLimit });
    fundsRoutes(api, { funds, once, db });
    rewardsRoutes(api, { rewards, once });
    rechargeRoutes(api, { recharge, once });
    withdrawRoutes(api, { withdraw, once, memberLimit });
    memberRoutes(api, { members, once, memberLimit });
    projectRoutes(api, {
      projects,
      uploads,
      settings,
      settle: () => settle(db, settings, clock.now(), app.log),
      once,
    });
    investRoutes(api, { invest, once, memberLimit });
    contentRoutes(api, { content, uploads });
    memberAdminRoutes(api, { memberAdmin });
    dashboardRoutes(api, { dashboard });
    payRoutes(api, { recharge, withdraw, paySecrets: config.paySecrets });
    adminRoutes(api, { admins, clock, scheduler, testSeams: config.testSeams, limit });
    operatorSelfRoutes(api, { db, sessions });
    operatorRoutes(api, {
      operators: createOperatorService({ db, dialect: deps.database.dialect, clock, routes }),
    });
    settingsRoutes(api, { settingsAdmin: createSettingsAdminService({ db, clock }) });
    auditRoutes(api, { audit: createAuditService({ db }) });
    chatRoutes(api, { chat, memberLimit });
    deskRoutes(api, { desk });
    chatAlbumRoutes(api, { albums: chatAlbums, uploads, settings });
    taskRoutes(api, { tasks, uploads, settings, memberLimit });
    lotteryRoutes(api, { lottery, once, memberLimit });
    teamRoutes(api, { team, activity: teamActivity, memberLimit });
    rankingRoutes(api, { ranking });
    reportRoutes(api, { report });
    await chatSocket(api, { chat, bus: chatBus });
    messageRoutes(api, { messages, chat, once });
    await api.register(demoOpenRoutes, { demo, limit });
  });

  fs.mkdirSync(uploads.dir, { recursive: true });
  // Only `reply.sendFile` for the upload route, which decides who may read each file.
  await app.register(fastifyStatic, { root: uploads.dir, serve: false });
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

  return {
    app,
    scheduler,
    routes,
    services: {
      settings,
      sessions,
      captcha,
      sms,
      auth,
      users,
      admins,
      uploads,
      funds,
      recharge,
      withdraw,
      members,
      projects,
      invest,
      content,
      memberAdmin,
      dashboard,
      chat,
      desk,
      rewards,
      tasks,
      lottery,
      team,
      teamActivity,
      ranking,
      report,
      chatAlbums,
      messages,
    },
  };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
