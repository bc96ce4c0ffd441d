import type { TAuditItem, ZAuditPageBody } from '@club/contract';
import type * as z from 'zod';
import type { Db } from '../../db';
import { pageOf } from '../../db/paged';
import { DAY_MS, iso } from '../../kernel/calendar';
import { fail } from '../../kernel/errors';
import { type AuditFilter, auditPage, operatorIdByUsername, type TextMatch } from './repo';

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** `cms:` and `content:*` are prefixes; anything else is matched exactly. */
function textMatch(value: string | undefined): TextMatch | undefined {
  if (value === undefined) return undefined;
  if (value.endsWith('*')) return { prefix: value.slice(0, -1) };
  if (value.endsWith(':')) return { prefix: value };
  return { exact: value };
}

/** A day bound covers the whole UTC day; a date-time is taken as it is. */
function bound(value: string | undefined, end: boolean, field: string): number | undefined {
  if (value === undefined) return undefined;
  const t = Date.parse(isDay(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(t)) fail('VALIDATION_FORMAT', { field });
  return isDay(value) && end ? t + DAY_MS - 1 : t;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The audit log for operators: who did what to which object, with the state before and after. */
    async page(body: z.output<typeof ZAuditPageBody>) {
      const filter: AuditFilter = {
        action: textMatch(body.action),
        target: textMatch(body.target),
        from: bound(body.from, false, 'from'),
        to: bound(body.to, true, 'to'),
      };
      if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from) {
        fail('VALIDATION_FORMAT', { field: 'to' });
      }
      if (body.actor !== undefined) {
        // Digits are an operator id, or the username of an operator named with digits only.
        const byName = await operatorIdByUsername(db, body.actor);
        const ids = [/^\d{1,9}$/.test(body.actor) ? Number(body.actor) : undefined, byName];
        filter.actorIds = [...new Set(ids.filter((id): id is number => id !== undefined))];
        if (filter.actorIds.length === 0) return pageOf([], body, 0);
      }
      const sort = { field: body.sortField ?? 'createdAt', order: body.sortOrder };
      const { rows, total } = await auditPage(db, filter, sort, body);
      const list: TAuditItem[] = rows.map((r) => ({
        id: r.id,
        actorKind: r.actor_kind,
        actorId: r.actor_id,
        actorName: r.actor_name ?? null,
        action: r.action,
        target: r.target,
        before: parseJson(r.before),
        after: parseJson(r.after),
        createdAt: iso(r.created_at),
      }));
      return pageOf(list, body, total);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
