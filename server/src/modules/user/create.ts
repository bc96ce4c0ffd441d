import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { recordAncestry } from './ancestry';
import { newInvitationCode } from './invitation-code';
import { insertUser } from './repo';

export type NewMember = {
  areaCode: string | null;
  phone: string | null;
  e164: string | null;
  passwordHash: string | null;
  nickname: string;
  inviterId: number | null;
  invitationCode?: string;
  now: number;
};

/**
 * Inserts a member with a fresh invitation code (drawing again on the rare collision), and their
 * place under their inviters, in one transaction.
 */
export async function createMember(db: Db, m: NewMember): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const id = await insertUser(trx, {
          area_code: m.areaCode,
          phone: m.phone,
          phone_e164: m.e164,
          password_hash: m.passwordHash,
          pay_password_hash: null,
          pay_locked_until: null,
          nickname: m.nickname,
          avatar: null,
          invitation_code: m.invitationCode ?? newInvitationCode(),
          inviter_id: m.inviterId,
          created_at: m.now,
        });
        await recordAncestry(trx, id, m.inviterId);
        return id;
      });
    } catch (error) {
      if (!m.invitationCode && attempt < 5 && isUniqueViolation(error, 'invitation_code')) continue;
      throw error;
    }
  }
}
