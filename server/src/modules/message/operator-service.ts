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
  announcementTextsOf,
  fanOutAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  insertAnnouncementTexts,
  levelExists,
  memberExists,
} from './repo';

type TextRow = Awaited<ReturnType<typeof announcementTextsOf>>[number];

function announcementView(a: AnnouncementRow, texts: TextRow[]): TAnnouncement {
  return {
    id: a.id,
    audience: a.audience,
    levelId: a.level_id,
    levelName: a.level_name,
    userId: a.user_id,
    texts: Object.fromEntries(
      texts.filter((t) => t.announcement_id === a.id).map((t) => [t.lang, { title: t.title, body: t.body }]),
    ),
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
          recipients: 0,
          admin_id: adminId,
          created_at: now,
        });
        await insertAnnouncementTexts(
          trx,
          id,
          Object.entries(body.texts).flatMap(([lang, t]) => (t ? [{ lang, ...t }] : [])),
        );
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
          after: { audience: body.audience, levelId, userId, title: body.texts.en?.title, recipients },
          now,
        });
        return announcementView(await findAnnouncement(trx, id), await announcementTextsOf(trx, [id]));
      });
    },

    /** Sent announcements for the back office, newest first. */
    async announcements(body: z.output<typeof ZAnnouncementPageBody>) {
      const { rows, total } = await announcementsPage(db, body, body.sortOrder);
      const texts = await announcementTextsOf(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) => announcementView(r, texts)),
        body,
        total,
      );
    },
  };
}
