import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import type { UploadService } from '../upload/service';
import { taskOperatorRoutes } from './operator-routes';
import { taskRoutes } from './routes';
import { createTaskService } from './service';

export const taskModule = defineModule<{
  db: Db;
  clock: Clock;
  memberLimit: RouteLimit;
  settings: SettingsService;
  uploads: UploadService;
  members: MemberService;
}>()({
  name: 'task',
  create: ({ db, clock, members, uploads }) => ({
    tasks: createTaskService({ db, clock, members, uploads }),
  }),
  routes: (app, { tasks, uploads, settings, memberLimit }) => {
    taskRoutes(app, { tasks, memberLimit });
    taskOperatorRoutes(app, { tasks, uploads, settings });
  },
});
