import { FALLBACK_LANGUAGE, type LanguageCode, type TMessage } from '@club/contract';
import { formatMoney } from '@club/contract/lib/money-format';
import type { Db } from '../../db';
import { translate } from '../../kernel/i18n';
import type { SettingsService } from '../settings/service';
import type { MessageParams, SystemKind } from './notify';

/** Project titles in a language, from the project module (given by the composition root). */
export type ProjectTitles = (ids: number[], lang: LanguageCode) => Promise<Map<number, string>>;

import { announcementTextsOf, levelNames, type MessageRow } from './repo';

type AnyParams = Partial<MessageParams[SystemKind]> & Record<string, unknown>;

/** The screen a message leads to. */
function linkOf(kind: TMessage['kind'], p: AnyParams): TMessage['link'] {
  const id = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : null);
  if (kind.startsWith('recharge_')) return { to: 'recharge', id: id('orderId') };
  if (kind.startsWith('withdraw_')) return { to: 'withdraw', id: id('orderId') };
  if (kind.startsWith('card_')) return { to: 'bank', id: null };
  if (kind.startsWith('membership_') || kind === 'deposit_returned') return { to: 'member', id: null };
  if (kind.startsWith('investment_') || kind.startsWith('project_')) {
    return { to: 'investment', id: id('investmentId') };
  }
  return null;
}

/**
 * A moment in the reader's own way of writing dates, in the club's time zone, named: whether a
 * membership ends before or after midnight depends on the zone, so the reader is told which.
 */
const moment = (ms: unknown, lang: LanguageCode, timeZone: string) =>
  typeof ms === 'number'
    ? new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(ms)
    : '';

/**
 * Words stored messages in the reader's language: the kind's title and body from the message
 * catalogue, amounts in the platform currency, project titles in the reader's language; an
 * announcement in the reader's language, each field it lacks there in English.
 */
export function createMessageRenderer(deps: {
  db: Db;
  settings: SettingsService;
  projectTitles: ProjectTitles;
}) {
  const { db, settings, projectTitles } = deps;
  return async function render(rows: MessageRow[], lang: LanguageCode): Promise<TMessage[]> {
    const { currency, currencyExponent, timeZone } = await settings.all();
    const params = rows.map((r) => JSON.parse(r.params) as AnyParams);
    const projectIds = [
      ...new Set(params.flatMap((p) => (typeof p.projectId === 'number' ? [p.projectId] : []))),
    ];
    const levelIds = [...new Set(params.flatMap((p) => (typeof p.levelId === 'number' ? [p.levelId] : [])))];
    const announcementIds = [
      ...new Set(rows.flatMap((r) => (r.announcement_id === null ? [] : [r.announcement_id]))),
    ];
    const [titles, levels, announcements] = await Promise.all([
      projectTitles(projectIds, lang),
      levelNames(db, levelIds),
      announcementTextsOf(db, announcementIds, [lang, FALLBACK_LANGUAGE]),
    ]);
    const announcementText = (id: number | null, field: 'title' | 'body') => {
      const of = (l: string) => announcements.find((a) => a.announcement_id === id && a.lang === l)?.[field];
      return of(lang) || of(FALLBACK_LANGUAGE) || '';
    };
    const title = (id: unknown) => titles.get(id as number) ?? `#${id}`;
    return rows.map((r, i) => {
      const p = params[i];
      const kind = r.kind as TMessage['kind'];
      const base = {
        id: r.id,
        kind,
        link: linkOf(kind, p),
        read: r.read_at !== null,
        createdAt: new Date(r.created_at).toISOString(),
      };
      if (kind === 'announcement') {
        return {
          ...base,
          title: announcementText(r.announcement_id, 'title'),
          body: announcementText(r.announcement_id, 'body'),
        };
      }
      const values = {
        amount: typeof p.amount === 'number' ? formatMoney(p.amount, currencyExponent, currency, lang) : '',
        reason:
          typeof p.reason === 'string' && p.reason !== '' ? p.reason : translate(lang, 'messages.noReason'),
        project: 'projectId' in p ? title(p.projectId) : '',
        level: levels.find((l) => l.id === p.levelId)?.name ?? '',
        date: moment(p.expiresAt, lang, timeZone),
      };
      return {
        ...base,
        title: translate(lang, `messages.${kind}.title`, values),
        body: translate(lang, `messages.${kind}.body`, values),
      };
    });
  };
}
