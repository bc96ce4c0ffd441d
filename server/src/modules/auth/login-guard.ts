import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { CaptchaService } from '../captcha/service';
import type { SettingsService } from '../settings/service';
import { recentFailures, recordLoginAttempt } from './repo';

/**
 * Brute-force brakes shared by member and operator logins: a slider puzzle after a few failures,
 * then a lock of the login (not the person's IP, which many share) for a while.
 */
export function createLoginGuard(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  captcha: CaptchaService;
}) {
  const { db, clock, settings, captcha } = deps;
  return {
    async before(subject: string, answer: { captchaId?: string; captchaX?: number }) {
      const s = await settings.all();
      const now = clock.now();
      const failures = await recentFailures(db, subject, now - s.loginLockMinutes * 60_000);
      if (failures.length >= s.loginMaxFailures) {
        const until = failures[0] + s.loginLockMinutes * 60_000;
        fail('LOGIN_LOCKED', { minutes: Math.max(1, Math.ceil((until - now) / 60_000)) });
      }
      if (failures.length >= s.loginCaptchaAfterFailures)
        await captcha.verify(answer.captchaId, answer.captchaX);
    },

    /** Records a failure; answers LOGIN_LOCKED when this one reached the limit. */
    async failed(subject: string, ip: string, error: 'LOGIN_FAILED' | 'ADMIN_LOGIN_FAILED'): Promise<never> {
      const s = await settings.all();
      const now = clock.now();
      await recordLoginAttempt(db, { subject, ip, succeeded: false, at: now });
      const failures = await recentFailures(db, subject, now - s.loginLockMinutes * 60_000);
      if (failures.length >= s.loginMaxFailures) fail('LOGIN_LOCKED', { minutes: s.loginLockMinutes });
      fail(error);
    },

    succeeded(subject: string, ip: string) {
      return recordLoginAttempt(db, { subject, ip, succeeded: true, at: clock.now() });
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
