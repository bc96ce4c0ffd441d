import {
  ZAdminCodeBody,
  ZAdminLoginAnswer,
  ZAdminLoginBody,
  ZClockAdvanceBody,
  ZClockState,
  ZTokens,
} from '@club/contract';
import type { Scheduler } from '../../jobs/scheduler';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { App, RouteLimit } from '../../kernel/http';
import type { AdminService } from './service';

export function adminRoutes(
  app: App,
  deps: { admins: AdminService; clock: Clock; scheduler: Scheduler; testSeams: boolean; limit: RouteLimit },
) {
  const { admins, clock, scheduler, testSeams, limit } = deps;

  app.post(
    '/api/admin/base/open/login',
    {
      config: { auth: 'public', ...limit(20) },
      schema: { tags: ['admin'], body: ZAdminLoginBody, response: { 200: ZAdminLoginAnswer } },
    },
    async (request) => admins.login(request.body, request.ip),
  );
  // The second step for an operator with a second factor: the password step's challenge and a code.
  app.post(
    '/api/admin/base/open/login/code',
    {
      config: { auth: 'public', ...limit(20) },
      schema: { tags: ['admin'], body: ZAdminCodeBody, response: { 200: ZTokens } },
    },
    async (request) => admins.loginWithCode(request.body, request.ip),
  );

  // Test seam: moves the server clock and runs the jobs that became due. Refused unless TEST_SEAMS=1.
  app.post(
    '/api/admin/dev/clock',
    {
      config: { permission: 'base:dev:clock' },
      schema: { tags: ['admin'], body: ZClockAdvanceBody, response: { 200: ZClockState } },
    },
    async (request) => {
      if (!testSeams) fail('SEAM_DISABLED');
      clock.advance(request.body.advanceSeconds);
      await scheduler.runDue();
      return { now: new Date(clock.now()).toISOString() };
    },
  );
}
