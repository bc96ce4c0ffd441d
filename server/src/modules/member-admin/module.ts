import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { FundsService } from '../funds/service';
import type { MemberService } from '../member/service';
import { memberAdminRoutes } from './operator-routes';
import { createMemberAdminService } from './service';

export const memberAdminModule = defineModule<{
  db: Db;
  clock: Clock;
  funds: FundsService;
  members: MemberService;
}>()({
  name: 'member-admin',
  create: ({ db, clock, funds, members }) => ({
    memberAdmin: createMemberAdminService({ db, clock, funds, members }),
  }),
  routes: (app, { memberAdmin }) => memberAdminRoutes(app, { memberAdmin }),
});
