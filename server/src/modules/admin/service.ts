import { grants } from '@club/contract/lib/permissions';
import type { Db } from '../../db';
import { guardSubject } from '../../kernel/attempt-guard';
import { dummyPasswordHash, verifyPassword } from '../../kernel/passwords';
import type { LoginGuard } from '../auth/login-guard';
import type { SessionService } from '../session/service';
import { findAdminByUsername, permissionsOf } from './repo';

export function createAdminService(deps: { db: Db; sessions: SessionService; loginGuard: LoginGuard }) {
  const { db, sessions, loginGuard } = deps;
  return {
    async login(
      body: { username: string; password: string; captchaId?: string; captchaX?: number },
      ip: string,
    ) {
      const admin = await loginGuard.attempt(
        guardSubject.admin(body.username),
        ip,
        body,
        'ADMIN_LOGIN_FAILED',
        async () => {
          const found = await findAdminByUsername(db, body.username);
          const ok = await verifyPassword(found?.password_hash ?? (await dummyPasswordHash()), body.password);
          return ok && found?.status === 'active' ? found : undefined;
        },
      );
      return sessions.open('admin', admin.id, 'password');
    },

    async hasPermission(adminId: number, permission: string): Promise<boolean> {
      const keys = await permissionsOf(db, adminId);
      return keys !== undefined && grants(keys, permission);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
