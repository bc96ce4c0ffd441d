import type { LanguageCode, ZLevelUpdateBody } from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import { levelView } from './levels';
import { allLevels, findLevel, updateLevel } from './repo';

/** What operators do with membership levels: list them all, edit one. */
export function createMembershipOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async adminLevels(lang: LanguageCode) {
      return (await allLevels(db)).map((l) => levelView(lang, l));
    },

    /** An operator's edit of a level: its money terms, name and the values of its numeric privileges. */
    async updateLevel(adminId: number, body: z.output<typeof ZLevelUpdateBody>) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await findLevel(trx, body.id);
        if (!before) fail('NOT_FOUND');
        const current = JSON.parse(before.privileges) as { key: string; value: number | null }[];
        const values = body.privilegeValues ?? {};
        // Only the level's own numeric privileges take a value; their set is fixed by the product.
        for (const key of Object.keys(values)) {
          if (!current.some((p) => p.key === key && p.value !== null)) {
            fail('VALIDATION_FORMAT', { field: `privilegeValues.${key}` });
          }
        }
        const changes = {
          deposit: body.deposit,
          fee: body.fee,
          duration_days: body.durationDays,
          threshold: body.threshold,
          bonus: body.bonus,
          name: body.name,
          privileges: body.privilegeValues
            ? JSON.stringify(current.map((p) => ({ ...p, value: values[p.key] ?? p.value })))
            : undefined,
        };
        await updateLevel(trx, body.id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'member:level:update',
          target: `member-level:${body.id}`,
          before,
          after: changes,
          now,
        });
      });
      return null;
    },
  };
}
