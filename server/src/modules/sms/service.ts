import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { LanguageCode } from '@club/contract';
import type { Db } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { translate } from '../../kernel/i18n';
import type { SettingsService } from '../settings/service';
import type { SmsProvider } from './providers';
import { consumeCode, countFailedTry, countSince, insertCode, lastCodeFor } from './repo';

export type SmsPurpose = 'register' | 'payPasswordReset';

export function createSmsService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  provider: SmsProvider;
  key: Buffer;
  siteName: (lang: LanguageCode) => Promise<string>;
}) {
  const { db, clock, settings, provider, key } = deps;
  // Keyed, so a copy of the table alone does not reveal live codes (a plain hash of six digits would).
  const hashCode = (e164: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}:${e164}:${code}`).digest('hex');

  return {
    async send(input: { e164: string; purpose: SmsPurpose; ip: string; lang: LanguageCode }) {
      const s = await settings.all();
      const now = clock.now();
      const last = await lastCodeFor(db, input.e164, input.purpose);
      if (last && now - last.created_at < s.smsResendSeconds * 1000) {
        fail('SMS_TOO_SOON', {
          seconds: Math.ceil((last.created_at + s.smsResendSeconds * 1000 - now) / 1000),
        });
      }
      if ((await countSince(db, 'phone_e164', input.e164, now - DAY_MS)) >= s.smsDailyPerPhone)
        fail('SMS_DAILY_LIMIT');
      if ((await countSince(db, 'ip', input.ip, now - DAY_MS)) >= s.smsDailyPerIp) fail('SMS_DAILY_LIMIT');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertCode(
        db,
        {
          phone_e164: input.e164,
          purpose: input.purpose,
          code_hash: hashCode(input.e164, input.purpose, code),
          ip: input.ip,
          attempts: 0,
          created_at: now,
          expires_at: now + s.smsCodeTtlSeconds * 1000,
        },
        now,
      );
      const text = translate(input.lang, `sms.${input.purpose}`, {
        siteName: await deps.siteName(input.lang),
        code,
        minutes: Math.round(s.smsCodeTtlSeconds / 60),
      });
      await provider.send(input.e164, text);
      return { resendAfter: s.smsResendSeconds, expiresIn: s.smsCodeTtlSeconds };
    },

    /** Accepts the latest live code once; each wrong guess uses up one of the tries. */
    async consume(e164: string, purpose: SmsPurpose, code: string): Promise<void> {
      const { smsMaxTries } = await settings.all();
      const now = clock.now();
      const row = await lastCodeFor(db, e164, purpose);
      if (!row || row.consumed_at !== null || row.expires_at <= now || row.attempts >= smsMaxTries) {
        fail('SMS_CODE_EXPIRED');
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashCode(e164, purpose, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await countFailedTry(db, row.id, smsMaxTries);
        if (attempts === undefined || attempts >= smsMaxTries) fail('SMS_CODE_EXPIRED');
        fail('SMS_CODE_INVALID', { left: smsMaxTries - attempts });
      }
      if (!(await consumeCode(db, row.id, now))) fail('SMS_CODE_EXPIRED');
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
