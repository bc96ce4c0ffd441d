import {
  ZLoginBody,
  ZRefreshQuery,
  ZRegisterBody,
  ZRegisterCheck,
  ZRegisterCheckBody,
  ZSmsBody,
  ZSmsSent,
  ZTokens,
} from '@club/contract';
import * as z from 'zod';
import type { App, RouteLimit } from '../../kernel/http';
import type { SessionService } from '../session/service';
import type { AuthService } from './service';

export function authRoutes(
  app: App,
  deps: { auth: AuthService; sessions: SessionService; limit: RouteLimit },
) {
  const { auth, sessions, limit } = deps;
  const tags = ['auth'];

  app.post(
    '/api/app/user/register/sms',
    {
      config: { auth: 'public', ...limit(10) },
      schema: { tags, body: ZSmsBody, response: { 200: ZSmsSent } },
    },
    async (request) => auth.sendRegisterCode(request.body, request.ip, request.lang),
  );
  app.post(
    '/api/app/user/register/register_check',
    {
      config: { auth: 'public', ...limit(30) },
      schema: { tags, body: ZRegisterCheckBody, response: { 200: ZRegisterCheck } },
    },
    async (request) => auth.registerCheck(request.body),
  );
  app.post(
    '/api/app/user/register/register',
    {
      config: { auth: 'public', ...limit(10) },
      schema: { tags, body: ZRegisterBody, response: { 200: ZTokens } },
    },
    async (request) => auth.register(request.body),
  );
  app.post(
    '/api/app/user/login/login',
    {
      config: { auth: 'public', ...limit(20) },
      schema: { tags, body: ZLoginBody, response: { 200: ZTokens } },
    },
    async (request) => auth.login(request.body, request.ip),
  );
  app.get(
    '/api/app/user/login/refreshToken',
    {
      config: { auth: 'public', ...limit(30) },
      schema: { tags, querystring: ZRefreshQuery, response: { 200: ZTokens } },
    },
    async (request) => sessions.refresh(request.query.refreshToken),
  );
  app.post(
    '/api/app/user/login/logout',
    { schema: { tags, security: [{ token: [] }], response: { 200: z.null() } } },
    async (request) => {
      if (request.principal) await sessions.revoke(request.principal.sessionId, 'logout');
      return null;
    },
  );
}
