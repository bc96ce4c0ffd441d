import type { Db, DialectName } from '../../db';
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
  dialect: DialectName;
  clock: Clock;
  memberLimit: RouteLimit;
  settings: SettingsService;
  uploads: UploadService;
  members: MemberService;
}>()({
  name: 'task',
  create: ({ db, dialect, clock, settings, members, uploads }) => ({
    tasks: createTaskService({ db, dialect, clock, settings, members, uploads }),
  }),
  routes: (app, { tasks, uploads, settings, memberLimit }) => {
    taskRoutes(app, { tasks, memberLimit });
    taskOperatorRoutes(app, { tasks, uploads, settings });
  },
});
