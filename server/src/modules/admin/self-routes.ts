import { ZOperatorPerson } from '@club/contract';
import * as z from 'zod';
import type { Db } from '../../db';
import { fail } from '../../kernel/errors';
import { type App, requireAdmin } from '../../kernel/http';
import type { SessionService } from '../session/service';
import { findOperatorWithRole } from './repo';
import type { SecondFactorService } from './second-factor-service';

/**
 * What every signed-in operator may call about themself, whatever their role, and before they have
 * the second factor OPERATOR_MFA=required asks for.
 */
export function operatorSelfRoutes(
  app: App,
  deps: { db: Db; sessions: SessionService; factors: SecondFactorService },
) {
  const { db, sessions, factors } = deps;
  const tags = ['admin'];
  const security = [{ token: [] }];

  app.get(
    '/api/admin/base/comm/person',
    {
      config: { anyOperator: true, beforeSecondFactor: true },
      schema: { tags, security, response: { 200: ZOperatorPerson } },
    },
    async (request) => {
      const row = await findOperatorWithRole(db, requireAdmin(request).id);
      if (row?.status !== 'active') fail('AUTH_REQUIRED');
      return {
        id: row.id,
        username: row.username,
        roleName: row.role_name,
        permissions: JSON.parse(row.permissions) as string[],
        secondFactor: { enrolled: await factors.enrolled(row.id), required: factors.required },
      };
    },
  );
  app.post(
    '/api/admin/base/comm/logout',
    {
      config: { anyOperator: true, beforeSecondFactor: true },
      schema: { tags, security, response: { 200: z.null() } },
    },
    async (request) => {
      await sessions.revoke(requireAdmin(request).sessionId, 'logout');
      return null;
    },
  );
}
