import type {
  LanguageCode,
  TAnnouncement,
  TAnnouncementAddBody,
  ZAnnouncementPageBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Commit } from '../../kernel/idempotency';
import { writeAudit } from '../audit/repo';
import type { SettingsService } from '../settings/service';
import { createMessageRenderer, type ProjectTitles } from './render';
import {
  type AnnouncementRow,
  countAnnouncements,
  countMessages,
  fanOutAnnouncement,
  insertAnnouncement,
  levelExists,
  markRead,
  memberExists,
  messagesByIds,
  pageAnnouncements,
  pageMessages,
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

export function createMessageService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  projectTitles: ProjectTitles;
}) {
  const { db, clock } = deps;
  const render = createMessageRenderer(deps);

  return {
    /** The member's messages, newest first, worded in their language. */
    async page(userId: number, body: { page: number; size: number; unread: boolean }, lang: LanguageCode) {
      const [rows, total] = await Promise.all([
        pageMessages(db, userId, body.unread, body.size, (body.page - 1) * body.size),
        countMessages(db, userId, body.unread),
      ]);
      return { list: await render(rows, lang), pagination: { page: body.page, size: body.size, total } };
    },

    /** Marks messages read (someone else's ids are ignored) and answers them with the new unread count. */
    async read(userId: number, body: { ids: number[] } | { all: true }, lang: LanguageCode) {
      const ids = 'ids' in body ? [...new Set(body.ids)] : 'all';
      await markRead(db, userId, ids, clock.now());
      const [rows, unread] = await Promise.all([
        ids === 'all' ? [] : messagesByIds(db, userId, ids),
        countMessages(db, userId, true),
      ]);
      return { list: await render(rows, lang), unread };
    },

    async unread(userId: number) {
      return { messages: await countMessages(db, userId, true) };
    },

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
        return announcementView((await pageAnnouncements(trx, 'desc', 1, 0, id))[0]);
      });
    },

    /** Sent announcements for the back office, newest first. */
    async announcements(body: z.output<typeof ZAnnouncementPageBody>) {
      const [rows, total] = await Promise.all([
        pageAnnouncements(db, body.sortOrder, body.size, (body.page - 1) * body.size),
        countAnnouncements(db),
      ]);
      return { list: rows.map(announcementView), pagination: { page: body.page, size: body.size, total } };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
