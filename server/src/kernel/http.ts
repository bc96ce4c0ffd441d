import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ErrorCode,
  type ErrorName,
  httpStatusOf,
  type LanguageCode,
  negotiateLanguage,
} from '@club/contract';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, type ErrorParams } from './errors';
import { errorMessage, translate } from './i18n';
import type { Authenticator, Principal } from './principal';
import { installTextGuard } from './text-guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: anyone, a member or an operator; `optional` is public but knows the
     * member when a token comes with the request. Defaults by path prefix.
     */
    auth?: 'public' | 'optional' | 'member' | 'admin';
    /** Operator routes: the permission key `module:submodule:action` the operator's role must hold. */
    permission?: string;
    /**
     * An operator route every signed-in operator may call whatever their role (their own profile,
     * logout): the one exception to the permission key, named so the route table shows it.
     */
    anyOperator?: boolean;
    /**
     * An operator route open to an operator who still has to enrol the second factor
     * OPERATOR_MFA=required asks for (their profile, sign-out, the enrolment itself); every other
     * one answers SECOND_FACTOR_REQUIRED to them.
     */
    beforeSecondFactor?: boolean;
    /**
     * The label of a field whose name reads otherwise on this route, as a key under `fields` in the
     * catalogues: chat's `kind` is a message type where `fields.kind` is a withdrawal account's.
     */
    fieldNames?: Record<string, string>;
  }
  interface FastifyRequest {
    lang: LanguageCode;
    principal?: Principal;
  }
}

/** How long a client is asked to wait when the database is away. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Bodies that already are envelopes (errors), so the success wrapper leaves them alone. */
const envelopes = new WeakSet<object>();

/** An error's envelope; `data` is null unless the error carries details for machines (readiness). */
export function errorBody(
  lang: LanguageCode,
  name: ErrorName,
  params: ErrorParams = {},
  data: unknown = null,
) {
  const body = { code: ErrorCode[name], data, message: errorMessage(lang, name, params) };
  envelopes.add(body);
  return body;
}

/**
 * Serializes an answer after checking a success's `data` against the route's response schema from
 * the contract: an answer its clients would refuse fails here, where the test that caused it runs.
 */
export function checkedSerializer(schema: z.ZodType) {
  return (payload: unknown) => {
    const envelope = payload as { code?: number; data?: unknown } | null;
    if (envelope?.code === ErrorCode.SUCCESS) {
      const checked = schema.safeParse(envelope.data);
      if (!checked.success) {
        throw new Error(`an answer breaks its contract: ${z.prettifyError(checked.error)}`);
      }
    }
    return JSON.stringify(payload);
  };
}

export function sendError(reply: FastifyReply, name: ErrorName, params?: ErrorParams) {
  return reply.status(httpStatusOf(name)).send(errorBody(reply.request.lang, name, params));
}

type ValidationIssue = {
  instancePath?: string;
  keyword?: string;
  params?: { keys?: string[] };
  message?: string;
};

/**
 * A zod issue → which field, and whether it is missing, unknown or malformed. Missing is read from
 * the input itself (nothing at the issue's path), not from the wording of zod's message.
 */
function describeIssue(issue: ValidationIssue, input: unknown): { name: ErrorName; field: string } {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const field = path.length > 0 ? path.join('.') : 'body';
  if (issue.keyword === 'unrecognized_keys') {
    const key = issue.params?.keys?.[0] ?? field;
    return { name: 'VALIDATION_UNKNOWN_FIELD', field: path.length > 0 ? `${field}.${key}` : key };
  }
  const value = path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined),
    input,
  );
  if (issue.keyword === 'invalid_type' && value === undefined) return { name: 'VALIDATION_REQUIRED', field };
  return { name: 'VALIDATION_FORMAT', field };
}

/** The part of the request a validation error is about. */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function mapFastifyError(
  error: FastifyError,
): { name: ErrorName; params?: ErrorParams; status?: number } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { name: 'VALIDATION_FORMAT', params: { field: 'body' } };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_NO_FORM_DATA':
      return { name: 'UPLOAD_MISSING' };
    default: {
      // Any other refusal a plugin marks as the caller's is not our fault: a directory or a missing
      // file under a static root (403, 404) is not found; the rest keep their own 4xx status.
      const status = error.statusCode ?? 500;
      if (status === 403 || status === 404) return { name: 'NOT_FOUND', status: 404 };
      if (status >= 400 && status < 500) {
        return { name: 'VALIDATION_FORMAT', params: { field: 'body' }, status };
      }
      return undefined;
    }
  }
}

/** Envelope on every answer, one error handler, language per request, and the auth gate. */
export function installHttpKernel(
  app: FastifyInstance,
  sessions: Authenticator,
  hasPermission: PermissionCheck,
  secondFactorMissing: SecondFactorCheck,
) {
  const routes: RouteEntry[] = [];
  // An operator route without a permission key would be open to every operator: refuse to start.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      auth?: string;
      permission?: string;
      anyOperator?: boolean;
      beforeSecondFactor?: boolean;
    };
    // Fastify adds a HEAD twin for every GET; it shares the GET's hooks and config.
    if (route.method === 'HEAD') return;
    routes.push({
      method: String(route.method),
      url: route.url,
      auth: config.auth,
      permission: config.permission,
      anyOperator: config.anyOperator,
      beforeSecondFactor: config.beforeSecondFactor,
    });
    if (
      route.url.startsWith('/api/admin/') &&
      config.auth !== 'public' &&
      !config.permission &&
      !config.anyOperator
    ) {
      throw new Error(`${route.url} is an operator route without a permission key`);
    }
  });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('principal', undefined);

  // Synchronous hooks where there is nothing to wait for: an async one costs every request a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = negotiateLanguage(request.headers['accept-language']);
    done();
  });

  // Before the body is parsed or validated: an anonymous caller learns nothing about the input.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    const auth =
      config.auth ??
      (url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/app/') ? 'member' : 'public');
    if (auth === 'public') return;
    if (auth === 'optional') {
      if (request.headers.authorization) {
        request.principal = await sessions.authenticate(request.headers.authorization, 'member');
      }
      return;
    }
    request.principal = await sessions.authenticate(request.headers.authorization, auth);
    if (auth === 'admin' && !config.beforeSecondFactor && (await secondFactorMissing(request.principal.id))) {
      throw new AppError('SECOND_FACTOR_REQUIRED');
    }
    if (auth === 'admin' && !config.anyOperator) {
      const permission = config.permission;
      if (!permission || !(await hasPermission(request.principal.id, permission))) {
        throw new AppError('FORBIDDEN', { permission: permission ?? '' });
      }
    }
  });

  installTextGuard(app);

  // Handlers return their data; the envelope is added here so no route can forget it.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    const enveloped =
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/docs') ||
      (typeof payload === 'object' && payload !== null && envelopes.has(payload));
    done(
      null,
      enveloped
        ? payload
        : { code: ErrorCode.SUCCESS, data: payload ?? null, message: translate(request.lang, 'success') },
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.errorName, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input = validatedInput(request, error.validationContext);
      const { name, field } = describeIssue(error.validation[0] as ValidationIssue, input);
      return sendError(reply, name, { field: request.routeOptions.config.fieldNames?.[field] ?? field });
    }
    if (error.statusCode === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return sendError(reply, 'RATE_LIMITED', { seconds });
    }
    // Shed under load (under-pressure set the status and Retry-After), or the database is away:
    // nothing was done, the client tries again later. A warning, not a stack: it says what is down.
    if (error.statusCode === 503 || isDatabaseUnavailable(error)) {
      const seconds = Number(reply.getHeader('retry-after')) || UNAVAILABLE_RETRY_SECONDS;
      if (error.statusCode !== 503)
        request.log.warn({ code: (error as { code?: unknown }).code }, 'database unavailable');
      reply.header('retry-after', seconds);
      return sendError(reply, 'UNAVAILABLE', { seconds });
    }
    const mapped = mapFastifyError(error);
    if (mapped?.status) {
      return reply.status(mapped.status).send(errorBody(request.lang, mapped.name, mapped.params));
    }
    if (mapped) return sendError(reply, mapped.name, mapped.params);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(request.lang, 'NOT_FOUND'));
  });
  return { routes };
}

export type RouteEntry = {
  method: string;
  url: string;
  auth?: string;
  permission?: string;
  anyOperator?: boolean;
  beforeSecondFactor?: boolean;
};

/** The member behind a request on a member route (the auth gate has already run). */
export function requireMember(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (principal?.kind !== 'member') throw new AppError('AUTH_REQUIRED');
  return principal;
}

/** The operator behind a request on an operator route. */
export function requireAdmin(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (principal?.kind !== 'admin') throw new AppError('AUTH_REQUIRED');
  return principal;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type PermissionCheck = (adminId: number, permission: string) => Promise<boolean>;

/** Whether the operator must enrol a second factor before any route but `beforeSecondFactor` ones. */
export type SecondFactorCheck = (adminId: number) => Promise<boolean>;

/** A route's rate limit: at most `max` requests a minute (scaled by the root for benchmarks). */
export type RouteLimit = (max: number) => object;
