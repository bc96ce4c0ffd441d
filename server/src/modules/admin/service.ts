import { grants } from '@club/contract/permissions';
import type { Db } from '../../db';
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
      const subject = `admin:${body.username.toLowerCase()}`;
      await loginGuard.before(subject, body);
      const admin = await findAdminByUsername(db, body.username);
      const ok = await verifyPassword(admin?.password_hash ?? (await dummyPasswordHash()), body.password);
      if (!admin || !ok || admin.status !== 'active')
        return loginGuard.failed(subject, ip, 'ADMIN_LOGIN_FAILED');
      await loginGuard.succeeded(subject, ip);
      return sessions.open('admin', admin.id, 'password');
    },

    async hasPermission(adminId: number, permission: string): Promise<boolean> {
      const keys = await permissionsOf(db, adminId);
      return keys !== undefined && grants(keys, permission);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
