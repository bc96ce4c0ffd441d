import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { rankingJob } from './job';
import { rankingOperatorRoutes } from './operator-routes';
import { rankingRoutes } from './routes';
import { createRankingService } from './service';

export const rankingModule = defineModule<{ db: Db; clock: Clock; settings: SettingsService }>()({
  name: 'ranking',
  create: ({ db, clock, settings }) => ({ ranking: createRankingService({ db, clock, settings }) }),
  routes: (app, { ranking }) => {
    rankingRoutes(app, { ranking });
    rankingOperatorRoutes(app, { ranking });
  },
  jobs: ({ db, settings }) => [rankingJob(db, settings)],
});
