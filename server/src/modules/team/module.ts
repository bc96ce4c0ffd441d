import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher, Subscriber } from '../../kernel/events';
import type { RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import type { MemberEvents } from '../member/events';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import { createTeamActivityService } from './activity';
import { teamActivityJob } from './activity-settlement';
import type { TeamEvents } from './events';
import { teamRoutes } from './routes';
import { createTeamService } from './service';
import { subscribeTeam } from './subscriptions';

export const teamModule = defineModule<{
  db: Db;
  clock: Clock;
  events: Subscriber<Trx, MemberEvents> & Publisher<Trx, TeamEvents>;
  memberLimit: RouteLimit;
  settings: SettingsService;
  members: MemberService;
}>()({
  name: 'team',
  create: ({ db, clock, settings, members, events }) => ({
    team: createTeamService({ db, clock, settings }),
    teamActivity: createTeamActivityService({ db, clock, settings, members, events }),
  }),
  subscribe: ({ events }) => subscribeTeam(events),
  routes: (app, { team, teamActivity, memberLimit }) =>
    teamRoutes(app, { team, activity: teamActivity, memberLimit }),
  jobs: ({ db }) => [teamActivityJob(db)],
});
