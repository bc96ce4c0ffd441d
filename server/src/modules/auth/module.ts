import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import type { RouteLimit } from '../../kernel/http';
import { defineModule } from '../../kernel/module';
import type { CaptchaService } from '../captcha/service';
import type { SessionService } from '../session/service';
import type { SettingsService } from '../settings/service';
import type { SmsService } from '../sms/service';
import { authArtifactsCleanup } from './cleanup-job';
import { createLoginGuard } from './login-guard';
import { authRoutes } from './routes';
import { createAuthService } from './service';

export const authModule = defineModule<{
  db: Db;
  clock: Clock;
  limit: RouteLimit;
  settings: SettingsService;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
}>()({
  name: 'auth',
  create: ({ db, clock, settings, captcha, sms, sessions }) => {
    const loginGuard = createLoginGuard({ db, clock, settings, captcha });
    return {
      loginGuard,
      auth: createAuthService({ db, clock, settings, captcha, sms, sessions, loginGuard }),
    };
  },
  routes: (app, { auth, sessions, limit }) => authRoutes(app, { auth, sessions, limit }),
  jobs: ({ db }) => [authArtifactsCleanup(db)],
});
