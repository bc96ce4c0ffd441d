import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { UploadService } from '../upload/service';
import { contentOperatorRoutes } from './operator-routes';
import { contentRoutes } from './routes';
import { createContentService } from './service';

export const cmsModule = defineModule<{ db: Db; clock: Clock; uploads: UploadService }>()({
  name: 'cms',
  create: ({ db, clock, uploads }) => ({ content: createContentService({ db, clock, uploads }) }),
  routes: (app, { content, uploads }) => {
    contentRoutes(app, { content });
    contentOperatorRoutes(app, { content, uploads });
  },
});
