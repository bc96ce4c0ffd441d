import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import { createCaptchaService } from './service';

export const captchaModule = defineModule<{
  db: Db;
  clock: Clock;
  config: Config;
  settings: SettingsService;
}>()({
  name: 'captcha',
  create: ({ db, clock, config, settings }) => ({
    captcha: createCaptchaService({
      db,
      clock,
      settings,
      fixedX: config.testSeams ? config.captchaFixedX : undefined,
    }),
  }),
});
