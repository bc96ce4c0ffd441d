import type { Db, DialectName, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Subscriber } from '../../kernel/events';
import { defineModule } from '../../kernel/module';
import type { InvestEvents } from '../invest/events';
import type { MemberEvents } from '../member/events';
import type { SettingsService } from '../settings/service';
import { rankingJob } from './job';
import { rankingOperatorRoutes } from './operator-routes';
import { rankingRoutes } from './routes';
import { createRankingService } from './service';
import { createStandings } from './standings';
import { subscribeRanking } from './subscriptions';

export const rankingModule = defineModule<{
  db: Db;
  dialect: DialectName;
  clock: Clock;
  events: Subscriber<Trx, MemberEvents & InvestEvents>;
  settings: SettingsService;
}>()({
  name: 'ranking',
  create: ({ db, dialect, clock, settings }) => {
    const rankStandings = createStandings({ db, dialect });
    return {
      rankStandings,
      ranking: createRankingService({ db, clock, settings, standings: rankStandings }),
    };
  },
  subscribe: ({ events, rankStandings }) => subscribeRanking(events, rankStandings),
  routes: (app, { ranking }) => {
    rankingRoutes(app, { ranking });
    rankingOperatorRoutes(app, { ranking });
  },
  jobs: ({ db, settings, rankStandings }) => [rankingJob(db, settings, rankStandings)],
});
