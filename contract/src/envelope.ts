import * as z from 'zod';
import { ErrorCode } from './errors';

/** Every API answer: `{ code, data, message }`; code 1000 means success. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, message: z.string() });
}

export type TEnvelope<T> = { code: number; data: T; message: string };

export const SUCCESS_CODE = ErrorCode.SUCCESS;
