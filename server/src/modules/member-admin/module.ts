import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Publisher } from '../../kernel/events';
import { defineModule } from '../../kernel/module';
import type { FundsService } from '../funds/service';
import type { MemberService } from '../member/service';
import type { MemberAdminEvents } from './events';
import { memberAdminRoutes } from './operator-routes';
import { createMemberAdminService } from './service';

export const memberAdminModule = defineModule<{
  db: Db;
  clock: Clock;
  events: Publisher<Trx, MemberAdminEvents>;
  funds: FundsService;
  members: MemberService;
}>()({
  name: 'member-admin',
  create: ({ db, clock, events, funds, members }) => ({
    memberAdmin: createMemberAdminService({ db, clock, events, funds, members }),
  }),
  routes: (app, { memberAdmin }) => memberAdminRoutes(app, { memberAdmin }),
});
