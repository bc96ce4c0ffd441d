import type { Db } from '../../db';
import { createAttemptGuard } from '../../kernel/attempt-guard';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { CaptchaService } from '../captcha/service';
import type { SettingsService } from '../settings/service';
import { recordLoginAttempt } from './repo';

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
  const guard = createAttemptGuard(db, clock);
  return {
    /**
     * Runs `check` (the password check, answering who signed in or undefined) as one attempt of
     * `subject`: claims a slot first (LOGIN_LOCKED when none is free), asks for the slider when the
     * slot lies past `loginCaptchaAfterFailures` (a missing or wrong slider gives the slot back: no
     * password was tried), and on a wrong password answers `wrong`, or LOGIN_LOCKED if it used the
     * last slot. Every checked attempt goes into the history log.
     *
     * A right answer that leaves the sign-in `unfinished` (an operator's password, with their code still
     * to come) gives its slot back instead of clearing the count: wrong codes then add up to the same
     * lock as wrong passwords, and the right password between them does not wipe them.
     */
    async attempt<T>(
      subject: string,
      ip: string,
      answer: { captchaId?: string; captchaX?: number },
      wrong: 'LOGIN_FAILED' | 'ADMIN_LOGIN_FAILED' | 'SECOND_FACTOR_INVALID',
      check: () => Promise<T | undefined>,
      unfinished: (who: T) => boolean = () => false,
    ): Promise<T> {
      const s = await settings.all();
      const attempt = await guard.claim(subject, {
        max: s.loginMaxFailures,
        lockMinutes: s.loginLockMinutes,
        locked: 'LOGIN_LOCKED',
      });
      if (attempt.position > s.loginCaptchaAfterFailures) {
        try {
          await captcha.verify(answer.captchaId, answer.captchaX);
        } catch (error) {
          await guard.release(attempt);
          throw error;
        }
      }
      const who = await check();
      await recordLoginAttempt(db, { subject, ip, succeeded: who !== undefined, at: clock.now() });
      if (who === undefined) {
        await guard.failed(attempt);
        fail(wrong);
      }
      if (unfinished(who)) await guard.release(attempt);
      else await guard.succeeded(attempt);
      return who;
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
