import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZPageOf } from './paging';

// Audit log (`/api/admin/base/audit/page`)

/**
 * A point in time: a day `YYYY-MM-DD` (UTC; `from` takes its start, `to` its end) or an ISO 8601
 * date-time with its offset (taken as it is, both ends inclusive).
 */
const ZTimeBound = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.iso.datetime({ offset: true })]);

/**
 * `action` and `target` are exact (`cms:content:add`, `content:12`), or a prefix when they end with
 * `:` or `*` (`cms:`, `content:*`). `actor` is an operator's username (any case) or id (digits).
 */
export const ZAuditPageBody = ZAdminPageBody(['createdAt', 'action'], {
  actor: ZSearchText,
  action: ZSearchText,
  target: ZSearchText,
  from: ZTimeBound.optional(),
  to: ZTimeBound.optional(),
});

const ZAuditItem = z.object({
  id: z.number().int(),
  actorKind: z.enum(['admin', 'system']),
  actorId: z.number().int(),
  /** The operator's username; null for the system or an operator row that is gone. */
  actorName: z.string().nullable(),
  /** The permission key of the call that wrote the line (`cms:content:publish`), or a finer verb. */
  action: z.string(),
  /** `<kind>:<id>`, for example `content:12`, `admin:3`, `role:2`, `setting:withdrawDailyLimit`. */
  target: z.string(),
  /** The object's state before and after, as recorded (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditItem = z.infer<typeof ZAuditItem>;
export const ZAuditPage = ZPageOf(ZAuditItem);
