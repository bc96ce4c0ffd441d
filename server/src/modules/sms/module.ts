import type { LanguageCode } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { translate } from '../../kernel/i18n';
import { subKey } from '../../kernel/keys';
import { defineModule } from '../../kernel/module';
import type { SettingsService } from '../settings/service';
import type { SmsProvider } from './providers';
import { createSmsService } from './service';

export const smsModule = defineModule<{
  db: Db;
  clock: Clock;
  secret: string;
  smsProvider: SmsProvider;
  settings: SettingsService;
}>()({
  name: 'sms',
  create: ({ db, clock, secret, smsProvider, settings }) => ({
    sms: createSmsService({
      db,
      clock,
      settings,
      provider: smsProvider,
      key: subKey(secret, 'sms'),
      siteName: async (lang: LanguageCode) => (await settings.all()).siteName ?? translate(lang, 'site.name'),
    }),
  }),
});
