import type { Redis } from 'ioredis';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import { demoOpenRoutes } from './routes';
import { createDemoOpenService } from './service';

export const demoOpenModule = defineModule<{
  db: Db;
  clock: Clock;
  redis: Redis | undefined;
  limit: RouteLimit;
}>()({
  name: 'demo-open',
  create: ({ db, clock, redis }) => ({ demo: createDemoOpenService({ db, clock, redis }) }),
  // A scope of their own: the demo plugin's decorator and header reach the demo routes only.
  routes: async (app, { demo, limit }) => {
    await app.register(demoOpenRoutes, { demo, limit });
  },
  jobs: ({ demo }) => [demo.queueJob()],
});
