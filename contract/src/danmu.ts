import * as z from 'zod';
import { ZAdminPageBody } from './admin';
import { ZId, ZIdText } from './ids';
import { ZPageOf } from './paging';
import { ZSingleLineText } from './text';

// ---------------------------------------------------------------------------------------------
// Danmu (`/api/app/trailer/danmu/*`): members' short comments that fly over a project's trailer at
// the moment of the video they were posted at. Operators hide the ones that should not fly
// (`/api/admin/trailer/danmu/*`).

/** A danmu crosses the video in one line, so it is as short as the specification's short texts (50). */
export const DANMU_TEXT_MAX = 50;
/** A trailer shows at most this many danmu, the newest ones: more would cover the picture. */
export const DANMU_LIST_MAX = 500;
/** Where in the video a danmu may sit: trailers are minutes long, six hours is far past any. */
export const DANMU_AT_MS_MAX = 6 * 60 * 60 * 1000;

const DANMU_STATUSES = ['visible', 'hidden'] as const;

export const ZDanmu = z.object({
  id: z.number().int(),
  /** Offset in the video, in milliseconds, where it enters. */
  atMs: z.number().int(),
  body: z.string(),
  /** Posted by the member reading. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type TDanmu = z.infer<typeof ZDanmu>;

export const ZDanmuListQuery = z.strictObject({ projectId: ZIdText });
/** A trailer's visible danmu, ordered by where they enter. */
export const ZDanmuList = z.array(ZDanmu);

export const ZDanmuSendBody = z.strictObject({
  projectId: ZId,
  atMs: z.number().int().min(0).max(DANMU_AT_MS_MAX),
  body: ZSingleLineText.trim().min(1).max(DANMU_TEXT_MAX),
});
export type TDanmuSendBody = z.input<typeof ZDanmuSendBody>;

// ---------------------------------------------------------------------------------------------
// Back office

export const ZAdminDanmuPageBody = ZAdminPageBody(['createdAt'], {
  projectId: ZId.optional(),
  status: z.enum(DANMU_STATUSES).optional(),
});
export type TAdminDanmuPageBody = z.input<typeof ZAdminDanmuPageBody>;

export const ZAdminDanmu = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** The project's English title (its first language's when it has no English one). */
  projectTitle: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  memberPhone: z.string().nullable(),
  body: z.string(),
  atMs: z.number().int(),
  status: z.enum(DANMU_STATUSES),
  createdAt: z.string(),
  /** The operator who hid it, while it is hidden. */
  hiddenBy: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type TAdminDanmu = z.infer<typeof ZAdminDanmu>;
export const ZAdminDanmuPage = ZPageOf(ZAdminDanmu);

export const ZAdminDanmuHideBody = z.strictObject({ id: ZId });
export type TAdminDanmuHideBody = z.input<typeof ZAdminDanmuHideBody>;
