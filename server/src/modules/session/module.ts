import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { subKey } from '../../kernel/keys';
import { defineModule } from '../../kernel/module';
import { createSessionService } from './service';

export const sessionModule = defineModule<{ db: Db; clock: Clock; config: Config; secret: string }>()({
  name: 'session',
  create: ({ db, clock, config, secret }) => ({
    sessions: createSessionService({
      db,
      clock,
      key: subKey(secret, 'tokens'),
      accessTtl: config.accessTokenTtl,
      refreshTtl: config.refreshTokenTtl,
    }),
  }),
});
