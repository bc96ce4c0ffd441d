import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Subscriber } from '../../kernel/events';
import type { RouteLimit } from '../../kernel/http';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { InvestEvents } from '../invest/events';
import type { MemberEvents } from '../member/events';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import { lotteryOperatorRoutes } from './operator-routes';
import { lotteryRoutes } from './routes';
import { createLotteryService } from './service';
import { subscribeLottery } from './subscriptions';

export const lotteryModule = defineModule<{
  db: Db;
  clock: Clock;
  events: Subscriber<Trx, MemberEvents & InvestEvents>;
  once: Idempotency;
  memberLimit: RouteLimit;
  settings: SettingsService;
  members: MemberService;
}>()({
  name: 'lottery',
  create: ({ db, clock, settings, members }) => ({
    lottery: createLotteryService({ db, clock, settings, members }),
  }),
  subscribe: ({ events, settings }) => subscribeLottery(events, settings),
  routes(app, { lottery, once, memberLimit }) {
    lotteryRoutes(app, { lottery, once, memberLimit });
    lotteryOperatorRoutes(app, { lottery });
  },
});
