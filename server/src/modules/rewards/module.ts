import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { ApprovalService } from '../approval/service';
import { pendingRewardsJob } from './job';
import { rewardsOperatorRoutes } from './operator-routes';
import { rewardsRoutes } from './routes';
import { createRewardsService } from './service';

export const rewardsModule = defineModule<{
  db: Db;
  clock: Clock;
  once: Idempotency;
  approvals: ApprovalService;
}>()({
  name: 'rewards',
  create: ({ db, clock, approvals }) => ({ rewards: createRewardsService({ db, clock, approvals }) }),
  routes(app, { rewards, once, approvals }) {
    rewardsRoutes(app, { rewards });
    rewardsOperatorRoutes(app, { rewards, once, approvals });
  },
  jobs: ({ db }) => [pendingRewardsJob(db)],
});
