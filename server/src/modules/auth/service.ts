import type { LanguageCode, TLoginBody, TRegisterBody, TSmsBody, TTokens } from '@club/contract';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { guardSubject } from '../../kernel/attempt-guard';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { assertLoginPassword, dummyPasswordHash, hashPassword, verifyPassword } from '../../kernel/passwords';
import { maskPhone, parsePhone } from '../../kernel/phone';
import type { CaptchaService } from '../captcha/service';
import type { SessionService } from '../session/service';
import type { SettingsService } from '../settings/service';
import type { SmsService } from '../sms/service';
import { createMember } from '../user/create';
import { normaliseInvitationCode } from '../user/invitation-code';
import { findUserByInvitationCode, findUserByPhone } from '../user/repo';
import type { LoginGuard } from './login-guard';

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
  loginGuard: LoginGuard;
}) {
  const { db, clock, settings, captcha, sms, sessions, loginGuard } = deps;

  async function inviterFor(code: string) {
    const { requireInviteCode } = await settings.all();
    const normalised = normaliseInvitationCode(code);
    if (!normalised) {
      if (requireInviteCode) fail('VALIDATION_REQUIRED', { field: 'inviteCode' });
      return null;
    }
    const inviter = await findUserByInvitationCode(db, normalised);
    if (inviter?.status !== 'active') fail('INVITE_CODE_INVALID');
    return inviter;
  }

  async function assertPhoneFree(e164: string) {
    if (await findUserByPhone(db, e164)) fail('PHONE_TAKEN');
  }

  return {
    async sendRegisterCode(body: TSmsBody, ip: string, lang: LanguageCode) {
      const phone = parsePhone(body.areaCode, body.phone);
      await captcha.verify(body.captchaId, body.captchaX);
      await assertPhoneFree(phone.e164);
      return sms.send({ e164: phone.e164, purpose: 'register', ip, lang });
    },

    /**
     * The phone's format and the invitation code only. Anyone may call this without the slider, so
     * it must not tell whether a phone is registered: that answer waits behind the slider (`sms`).
     */
    async registerCheck(body: { areaCode: string; phone: string; inviteCode: string }) {
      parsePhone(body.areaCode, body.phone);
      const inviter = await inviterFor(body.inviteCode);
      return { inviterNickName: inviter?.nickname ?? null };
    },

    async register(body: TRegisterBody): Promise<TTokens> {
      assertLoginPassword(body.password);
      const phone = parsePhone(body.areaCode, body.phone);
      const inviter = await inviterFor(body.inviteCode);
      await assertPhoneFree(phone.e164);
      await sms.consume(phone.e164, 'register', body.smsCode);
      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await createMember(db, {
          areaCode: phone.areaCode,
          phone: phone.national,
          e164: phone.e164,
          passwordHash,
          nickname: maskPhone(phone.national),
          inviterId: inviter?.id ?? null,
          now: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'phone_e164')) fail('PHONE_TAKEN');
        throw error;
      }
      return sessions.open('member', userId, 'register');
    },

    async login(body: TLoginBody, ip: string): Promise<TTokens> {
      const phone = parsePhone(body.areaCode, body.phone);
      const user = await loginGuard.attempt(
        guardSubject.member(phone.e164),
        ip,
        body,
        'LOGIN_FAILED',
        async () => {
          const found = await findUserByPhone(db, phone.e164);
          const ok = await verifyPassword(found?.password_hash ?? (await dummyPasswordHash()), body.password);
          return ok ? found : undefined;
        },
      );
      if (user.status !== 'active') fail('ACCOUNT_BANNED');
      return sessions.open('member', user.id, 'password');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
