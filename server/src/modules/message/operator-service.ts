import type { TAnnouncement, TAnnouncementAddBody, ZAnnouncementPageBody } from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { writeAudit } from '../audit/repo';
import {
  type AnnouncementRow,
  announcementsPage,
  fanOutAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  levelExists,
  memberExists,
} from './repo';

function announcementView(a: AnnouncementRow): TAnnouncement {
  return {
    id: a.id,
    audience: a.audience,
    levelId: a.level_id,
    levelName: a.level_name,
    userId: a.user_id,
    title: a.title,
    body: a.body,
    recipients: a.recipients,
    operator: a.operator ?? `#${a.admin_id}`,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

/** What operators do: send announcements to members and page the ones sent. */
export function createMessageOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * An operator's announcement, copied to every member of its audience in one transaction
     * (audited); under the request's Idempotency-Key, so a retried send reaches no one twice.
     */
    async announce(adminId: number, body: TAnnouncementAddBody, commit: Commit): Promise<TAnnouncement> {
      const levelId = body.audience === 'level' ? body.levelId : null;
      const userId = body.audience === 'member' ? body.userId : null;
      if (levelId !== null && !(await levelExists(db, levelId))) fail('NOT_FOUND');
      if (userId !== null && !(await memberExists(db, userId))) fail('NOT_FOUND');
      const now = clock.now();
      return commit.run(async (trx) => {
        const id = await insertAnnouncement(trx, {
          audience: body.audience,
          level_id: levelId,
          user_id: userId,
          title: body.title,
          body: body.body,
          recipients: 0,
          admin_id: adminId,
          created_at: now,
        });
        const recipients = await fanOutAnnouncement(
          trx,
          { id, audience: body.audience, levelId, userId },
          now,
        );
        await writeAudit(trx, {
          adminId,
          action: 'message:announcement:add',
          target: `announcement:${id}`,
          before: null,
          after: { audience: body.audience, levelId, userId, title: body.title, recipients },
          now,
        });
        return announcementView(await findAnnouncement(trx, id));
      });
    },

    /** Sent announcements for the back office, newest first. */
    async announcements(body: z.output<typeof ZAnnouncementPageBody>) {
      const { rows, total } = await announcementsPage(db, body, body.sortOrder);
      return pageOf(rows.map(announcementView), body, total);
    },
  };
}
