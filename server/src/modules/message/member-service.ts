import type { LanguageCode } from '@club/contract';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import type { Clock } from '../../kernel/clock';
import type { SettingsService } from '../settings/service';
import { createMessageRenderer, type ProjectTitles } from './render';
import { countMessages, markRead, messagesByIds, messagesPage } from './repo';

/** What a member does with their messages: pages them, marks them read, counts the unread. */
export function createMessageMemberService(deps: {
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
      const { rows, total } = await messagesPage(db, userId, body.unread, body);
      return pageOf(await render(rows, lang), body, total);
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
  };
}
