import type { Db } from '../../db';
import { defineModule } from '../../kernel/module';
import { dictRoutes } from './routes';

export const dictModule = defineModule<{ db: Db }>()({
  name: 'dict',
  routes: (app, { db }) => dictRoutes(app, { db }),
});
