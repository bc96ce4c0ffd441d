import * as z from 'zod';

/** `GET /api/health/live`: the process answers. */
export const ZLiveness = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int().min(0) });

/** One part of readiness: up or not, how long it took to answer, and why it is not up. */
export const ZReadinessPart = z.object({
  ok: z.boolean(),
  ms: z.number().int().min(0).optional(),
  detail: z.string().optional(),
});

/**
 * `GET /api/health/ready`: whether this process should get traffic. 200 with `ready: true`, or 503
 * (code UNAVAILABLE) with the same `data` naming the part that fails: process (stopping), eventLoop,
 * database (reachable and migrated), redis (when configured).
 */
export const ZReadiness = z.object({ ready: z.boolean(), parts: z.record(z.string(), ZReadinessPart) });
export type TReadiness = z.infer<typeof ZReadiness>;

/** The 503 answer of `/api/health/ready`: the UNAVAILABLE envelope, with the readiness as its data. */
export const ZNotReady = z.object({ code: z.number().int(), data: ZReadiness, message: z.string() });
