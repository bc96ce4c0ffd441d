import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import { danmuOperatorRoutes } from './operator-routes';
import { danmuRoutes } from './routes';
import { createDanmuService } from './service';

export const danmuModule = defineModule<{ db: Db; clock: Clock; memberLimit: RouteLimit }>()({
  name: 'danmu',
  create: ({ db, clock }) => ({ danmu: createDanmuService({ db, clock }) }),
  routes: (app, { danmu, memberLimit }) => {
    danmuRoutes(app, { danmu, memberLimit });
    danmuOperatorRoutes(app, { danmu });
  },
});
