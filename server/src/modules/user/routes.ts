import {
  ZPayPasswordResetSent,
  ZPerson,
  ZResetPayPasswordBody,
  ZSetPayPasswordBody,
  ZUpdatePasswordBody,
  ZUpdatePayPasswordBody,
  ZUpdatePersonBody,
} from '@club/contract';
import * as z from 'zod';
import { type App, requireMember as member } from '../../kernel/http';
import type { UserService } from './service';

export function userRoutes(app: App, deps: { users: UserService; memberLimit: (max: number) => object }) {
  const { users, memberLimit } = deps;
  const base = '/api/app/user/info';
  const schema = { tags: ['user'], security: [{ token: [] }] };

  app.get(`${base}/person`, { schema: { ...schema, response: { 200: ZPerson } } }, async (request) =>
    users.person(member(request).id),
  );
  app.post(
    `${base}/updatePerson`,
    { schema: { ...schema, body: ZUpdatePersonBody, response: { 200: ZPerson } } },
    async (request) => users.updatePerson(member(request).id, request.body),
  );
  app.post(
    `${base}/updatePassword`,
    { schema: { ...schema, body: ZUpdatePasswordBody, response: { 200: z.null() } } },
    async (request) => users.updatePassword(member(request), request.body),
  );
  app.post(
    `${base}/setPayPassword`,
    { schema: { ...schema, body: ZSetPayPasswordBody, response: { 200: z.null() } } },
    async (request) => users.setPayPassword(member(request).id, request.body),
  );
  app.post(
    `${base}/updatePayPassword`,
    {
      config: memberLimit(10),
      schema: { ...schema, body: ZUpdatePayPasswordBody, response: { 200: z.null() } },
    },
    async (request) => users.updatePayPassword(member(request).id, request.body),
  );
  // A forgotten pay password: a code to the registered phone (the SMS limits apply), then the new one.
  app.post(
    `${base}/payPasswordReset/sms`,
    { config: memberLimit(5), schema: { ...schema, response: { 200: ZPayPasswordResetSent } } },
    async (request) => users.sendPayPasswordResetCode(member(request).id, request.ip, request.lang),
  );
  app.post(
    `${base}/resetPayPassword`,
    {
      config: memberLimit(10),
      schema: { ...schema, body: ZResetPayPasswordBody, response: { 200: z.null() } },
    },
    async (request) => users.resetPayPassword(member(request).id, request.body),
  );
}
