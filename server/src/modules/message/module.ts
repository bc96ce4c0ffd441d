import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { messageOperatorRoutes } from './operator-routes';
import type { ProjectTitles } from './render';
import { messageRoutes } from './routes';
import { createMessageService } from './service';

export const messageModule = defineModule<{
  db: Db;
  clock: Clock;
  once: Idempotency;
  settings: SettingsService;
  projectTitles: ProjectTitles;
}>()({
  name: 'message',
  create: ({ db, clock, settings, projectTitles }) => ({
    messages: createMessageService({ db, clock, settings, projectTitles }),
  }),
  routes: (app, { messages, once }) => {
    messageRoutes(app, { messages });
    messageOperatorRoutes(app, { messages, once });
  },
});
