import {
  type LanguageCode,
  PAY_PASSWORD_PATTERN,
  PAY_PASSWORD_RESET_HOLD_HOURS,
  type TPayPasswordResetSent,
  type TPerson,
  type TResetPayPasswordBody,
  type TUpdatePersonBody,
} from '@club/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { createAttemptGuard, guardSubject } from '../../kernel/attempt-guard';
import { HOUR_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { assertLoginPassword, hashPassword, pepperPin, verifyPassword } from '../../kernel/passwords';
import { displayPhone, maskPhone } from '../../kernel/phone';
import type { SessionService } from '../session/service';
import type { SettingsService } from '../settings/service';
import type { SmsService } from '../sms/service';
import type { UploadService } from '../upload/service';
import { findPersonRow, findUserById, setFirstPayPassword, updateUser } from './repo';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
type PersonRow = NonNullable<Awaited<ReturnType<typeof findPersonRow>>>;

function toPerson(u: PersonRow): TPerson {
  const memberExpireAt =
    u.membership_expires_at !== null && u.membership_status !== 'cancelled'
      ? new Date(u.membership_expires_at).toISOString()
      : null;
  return {
    id: u.id,
    nickName: u.nickname,
    avatar: u.avatar,
    areaCode: u.area_code ?? '',
    phone: u.phone ?? '',
    invitationCode: u.invitation_code,
    memberExpireAt,
    hasPayPassword: u.has_pay_password === 1,
    createdAt: new Date(u.created_at).toISOString(),
    reportRole: u.report_role,
  };
}

function assertNewPin(pin: string, confirm: string) {
  if (!PAY_PASSWORD_PATTERN.test(pin)) fail('PAY_PASSWORD_FORMAT');
  if (pin !== confirm) fail('CONFIRM_MISMATCH');
}

export function createUserService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionService;
  uploads: UploadService;
  sms: SmsService;
  log: FastifyBaseLogger;
  pepper: string;
}) {
  const { db, clock, settings, sessions, uploads, sms, log, pepper } = deps;
  const guard = createAttemptGuard(db, clock);

  async function load(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) fail('NOT_FOUND');
    return user;
  }

  async function person(userId: number): Promise<TPerson> {
    const row = await findPersonRow(db, userId);
    if (!row) fail('NOT_FOUND');
    return toPerson(row);
  }

  /**
   * The one check of a pay password, used by every payment: the tries of all screens count
   * together, and too many wrong ones lock paying for a while (`attempt-guard.ts`).
   */
  async function verifyPayPassword(userId: number, pin: string): Promise<void> {
    const user = await load(userId);
    if (!user.pay_password_hash) fail('PAY_PASSWORD_NOT_SET');
    const s = await settings.all();
    const attempt = await guard.claim(guardSubject.pay(userId), {
      max: s.payPasswordMaxTries,
      lockMinutes: s.payPasswordLockMinutes,
      locked: 'PAY_PASSWORD_LOCKED',
    });
    if (await verifyPassword(user.pay_password_hash, pepperPin(pepper, pin))) {
      await guard.succeeded(attempt);
      return;
    }
    fail('PAY_PASSWORD_WRONG', { left: await guard.failed(attempt) });
  }

  /** The member's registered phone, where a reset code goes. */
  async function phoneOf(userId: number) {
    const user = await load(userId);
    if (!user.phone_e164) fail('NOT_FOUND');
    return { e164: user.phone_e164, shown: displayPhone(user.area_code, maskPhone(user.phone ?? '')) ?? '' };
  }

  return {
    verifyPayPassword,

    /**
     * Withdrawals wait `PAY_PASSWORD_RESET_HOLD_HOURS` after a pay password replaced through an
     * SMS code: whoever holds the phone for a moment cannot reset it and take the money at once.
     */
    async assertNoResetHold(userId: number) {
      const user = await load(userId);
      if (user.pay_password_reset_at === null) return;
      const until = Number(user.pay_password_reset_at) + PAY_PASSWORD_RESET_HOLD_HOURS * HOUR_MS;
      const left = until - clock.now();
      if (left > 0) fail('PAY_PASSWORD_RESET_HOLD', { hours: Math.ceil(left / HOUR_MS) });
    },

    /** Sends a code for a forgotten pay password to the member's registered phone (SMS limits apply). */
    async sendPayPasswordResetCode(
      userId: number,
      ip: string,
      lang: LanguageCode,
    ): Promise<TPayPasswordResetSent> {
      const phone = await phoneOf(userId);
      const sent = await sms.send({ e164: phone.e164, purpose: 'payPasswordReset', ip, lang });
      return { phone: phone.shown, ...sent };
    },

    /**
     * Replaces a forgotten pay password with the code sent to the registered phone: the pay tries
     * and lock are forgotten, and withdrawals wait a day from now (`assertNoResetHold`).
     */
    async resetPayPassword(userId: number, body: TResetPayPasswordBody) {
      assertNewPin(body.payPassword, body.confirmPayPassword);
      const phone = await phoneOf(userId);
      await sms.consume(phone.e164, 'payPasswordReset', body.smsCode);
      const now = clock.now();
      await updateUser(db, userId, {
        pay_password_hash: await hashPassword(pepperPin(pepper, body.payPassword)),
        pay_password_reset_at: now,
      });
      await guard.clear(guardSubject.pay(userId));
      log.info({ userId }, 'pay password reset by SMS code; withdrawals held for a day');
      return null;
    },

    person,

    async updatePerson(userId: number, body: TUpdatePersonBody): Promise<TPerson> {
      const changes: { nickname?: string; avatar?: string } = {};
      if (body.nickName !== undefined) {
        const nickname = body.nickName.trim();
        if (!nickname) fail('NICKNAME_EMPTY');
        changes.nickname = nickname;
      }
      if (body.avatar !== undefined) {
        await uploads.assertOwnImage(body.avatar, { kind: 'member', id: userId });
        // Other members see an avatar (teams, rankings): it is the one upload of theirs made public.
        await uploads.makePublic(body.avatar);
        changes.avatar = body.avatar;
      }
      if (Object.keys(changes).length > 0) await updateUser(db, userId, changes);
      return person(userId);
    },

    /** Changing the login password signs out every other device. */
    async updatePassword(
      principal: { id: number; sessionId: string },
      body: { oldPassword: string; password: string; confirmPassword: string },
    ) {
      const user = await load(principal.id);
      assertLoginPassword(body.password);
      if (body.password !== body.confirmPassword) fail('CONFIRM_MISMATCH');
      if (!(await verifyPassword(user.password_hash, body.oldPassword))) fail('OLD_PASSWORD_WRONG');
      await updateUser(db, principal.id, { password_hash: await hashPassword(body.password) });
      await sessions.revokeAllOf('member', principal.id, 'password-changed', principal.sessionId);
      return null;
    },

    async setPayPassword(userId: number, body: { payPassword: string; confirmPayPassword: string }) {
      assertNewPin(body.payPassword, body.confirmPayPassword);
      const hash = await hashPassword(pepperPin(pepper, body.payPassword));
      if (!(await setFirstPayPassword(db, userId, hash))) fail('PAY_PASSWORD_ALREADY_SET');
      return null;
    },

    async updatePayPassword(
      userId: number,
      body: { oldPayPassword: string; payPassword: string; confirmPayPassword: string },
    ) {
      assertNewPin(body.payPassword, body.confirmPayPassword);
      await verifyPayPassword(userId, body.oldPayPassword);
      await updateUser(db, userId, {
        pay_password_hash: await hashPassword(pepperPin(pepper, body.payPassword)),
      });
      return null;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
