import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher } from '../../kernel/events';
import type { RouteLimit } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { UserService } from '../user/service';
import type { MemberEvents } from './events';
import { membershipJobs } from './jobs';
import { memberOperatorRoutes } from './operator-routes';
import { memberRoutes } from './routes';
import { createMemberService } from './service';

export const memberModule = defineModule<{
  db: Db;
  clock: Clock;
  events: Publisher<Trx, MemberEvents>;
  once: Idempotency;
  memberLimit: RouteLimit;
  users: UserService;
}>()({
  name: 'member',
  create: ({ db, clock, users, events }) => ({ members: createMemberService({ db, clock, users, events }) }),
  routes: (app, { members, once, memberLimit }) => {
    memberRoutes(app, { members, once, memberLimit });
    memberOperatorRoutes(app, { members });
  },
  jobs: ({ db }) => [membershipJobs(db)],
});
