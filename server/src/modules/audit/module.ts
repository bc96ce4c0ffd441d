import type { Db } from '../../db';
import { defineModule } from '../../kernel/module';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

export const auditModule = defineModule<{ db: Db }>()({
  name: 'audit',
  routes: (app, { db }) => auditRoutes(app, { audit: createAuditService({ db }) }),
});
