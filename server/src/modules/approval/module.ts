import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import { approvalRoutes } from './operator-routes';
import { createApprovalService } from './service';

/** Four eyes: requests that wait for a second operator (the modules that own each kind apply them). */
export const approvalModule = defineModule<{ db: Db; clock: Clock }>()({
  name: 'approval',
  create: ({ db, clock }) => ({ approvals: createApprovalService({ db, clock }) }),
  routes: (app, { approvals }) => approvalRoutes(app, { approvals }),
});
