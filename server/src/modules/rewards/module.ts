import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import { pendingRewardsJob } from './job';
import { rewardsOperatorRoutes } from './operator-routes';
import { rewardsRoutes } from './routes';
import { createRewardsService } from './service';

export const rewardsModule = defineModule<{ db: Db; clock: Clock; once: Idempotency }>()({
  name: 'rewards',
  create: ({ db, clock }) => ({ rewards: createRewardsService({ db, clock }) }),
  routes(app, { rewards, once }) {
    rewardsRoutes(app, { rewards });
    rewardsOperatorRoutes(app, { rewards, once });
  },
  jobs: ({ db }) => [pendingRewardsJob(db)],
});
