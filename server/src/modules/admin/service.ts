import type { TAdminCodeNeeded, TTokens } from '@club/contract';
import { grants } from '@club/contract/lib/permissions';
import type { Db } from '../../db';
import { guardSubject } from '../../kernel/attempt-guard';
import { dummyPasswordHash, verifyPassword } from '../../kernel/passwords';
import type { LoginGuard } from '../auth/login-guard';
import type { SessionService } from '../session/service';
import { findAdminByUsername, permissionsOf } from './repo';
import type { SecondFactorService } from './second-factor-service';

export function createAdminService(deps: {
  db: Db;
  sessions: SessionService;
  loginGuard: LoginGuard;
  factors: SecondFactorService;
}) {
  const { db, sessions, loginGuard, factors } = deps;
  return {
    /**
     * The password step. An operator with a second factor gets no session from it, only the challenge
     * for the code step (`loginWithCode`); one without gets a session, which OPERATOR_MFA=required
     * limits to enrolling a factor until they have one.
     */
    async login(
      body: { username: string; password: string; captchaId?: string; captchaX?: number },
      ip: string,
    ): Promise<TTokens | TAdminCodeNeeded> {
      const { admin, enrolled } = await loginGuard.attempt(
        guardSubject.admin(body.username),
        ip,
        body,
        'ADMIN_LOGIN_FAILED',
        async () => {
          const found = await findAdminByUsername(db, body.username);
          const ok = await verifyPassword(found?.password_hash ?? (await dummyPasswordHash()), body.password);
          return ok && found?.status === 'active'
            ? { admin: found, enrolled: await factors.enrolled(found.id) }
            : undefined;
        },
        (who) => who.enrolled,
      );
      if (enrolled) return factors.challengeFor(admin);
      return sessions.open('admin', admin.id, 'password');
    },

    /**
     * The code step: the challenge from the password step and a code from the operator's app or one
     * of their recovery codes. A wrong code counts toward the same lock as a wrong password.
     */
    async loginWithCode(
      body: { challenge: string; factorCode: string; captchaId?: string; captchaX?: number },
      ip: string,
    ): Promise<TTokens> {
      const admin = await factors.openChallenge(body.challenge);
      const used = await loginGuard.attempt(
        guardSubject.admin(admin.username),
        ip,
        body,
        'SECOND_FACTOR_INVALID',
        () => factors.check(admin.id, body.factorCode),
      );
      return sessions.open('admin', admin.id, `password+${used}`);
    },

    async hasPermission(adminId: number, permission: string): Promise<boolean> {
      const keys = await permissionsOf(db, adminId);
      return keys !== undefined && grants(keys, permission);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
