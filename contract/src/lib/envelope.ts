/**
 * The envelope every API answer comes in, and the rules both apps' clients read it by (the
 * specification's §8). No zod here, nor anything that loads it: the member app's login route loads
 * this module on its first screen, and zod waits until a contract schema is needed
 * (`schema-loader.ts`).
 */
import { ErrorCode } from './errors';

/** Every API answer: `{ code, data, message }`. */
export type TEnvelope<T = unknown> = { code: number; data: T; message: string };

/** Code 1000 is success; any other code is an error named in `ErrorCode`. */
const SUCCESS_CODE = ErrorCode.SUCCESS;

function isEnvelope(body: unknown): body is TEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as TEnvelope).code === 'number';
}

/**
 * Codes a client gives to failures that never reached an envelope. Business errors keep the
 * server's code (`ErrorCode`); HTTP failures carry their status.
 */
export const ClientCode = {
  /** The request took longer than the client's timeout. */
  TIMEOUT: 5,
  /** The caller aborted the request (a page left, a query was cancelled). */
  ABORTED: 600003,
  /** An upload could not reach the server. */
  UPLOAD_NETWORK: 602001,
  /** Any other network failure; the specification gives it no code. */
  NETWORK: -1,
} as const;

/** A failed call: the server's code and translated message, or the client's own (`ClientCode`). */
export class ApiError extends Error {
  readonly code: number;
  /** HTTP status when a response arrived, otherwise undefined. */
  readonly status: number | undefined;

  constructor(code: number, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Anything with a zod-like `parse`; the contract's schemas fit, and this module imports no zod. */
export type Parser<T> = { parse(data: unknown): T };

/** A schema, or a loader of one, so a first screen need not carry zod (`contractSchema`). */
export type SchemaRef<T> = Parser<T> | (() => Promise<Parser<T>>);

/**
 * The failures the server did not word, for which a client gives a text in its user's language
 * (both apps keep them as `errors.<name>`): `serviceAbnormality` for a 5xx, an unexpected status or
 * a body that is not an envelope; `authRequired` for a 401 without a message of its own; `unknown`
 * for a success whose data the contract does not allow.
 */
export type EnvelopeText = 'serviceAbnormality' | 'authRequired' | 'unknown';

/** One HTTP answer: its status and its body as JSON (undefined when it was not JSON). */
export type Answer = { status: number; body: unknown; url: string };

/**
 * Reads an answer by the envelope rules and gives its data, parsed with `schema` when one is given:
 * - HTTP 200 with code 1000 is success;
 * - HTTP 200 with another code is a business error: its code and the server's translated message;
 * - 401 ends the session (`onSessionEnd` runs before the error is thrown);
 * - 404 names the address;
 * - a 5xx or any other status, a 200 body that is not an envelope, or data the contract does not
 *   allow is a fault whose outcome is unknown (see `answered`).
 */
export async function openEnvelope<T>(
  answer: Answer,
  opts: { text: (name: EnvelopeText) => string; schema?: SchemaRef<T>; onSessionEnd?: () => unknown },
): Promise<T> {
  const { status, body, url } = answer;
  if (status === 200) {
    if (!isEnvelope(body)) throw new ApiError(ErrorCode.INTERNAL, opts.text('serviceAbnormality'), status);
    if (body.code !== SUCCESS_CODE) throw new ApiError(body.code, body.message, status);
    if (!opts.schema) return body.data as T;
    const parser = typeof opts.schema === 'function' ? await opts.schema() : opts.schema;
    try {
      return parser.parse(body.data);
    } catch {
      throw new ApiError(ErrorCode.INTERNAL, opts.text('unknown'), status);
    }
  }
  if (status === 401) {
    const code = isEnvelope(body) ? body.code : ErrorCode.AUTH_REQUIRED;
    const message = isEnvelope(body) && body.message ? body.message : opts.text('authRequired');
    await opts.onSessionEnd?.();
    throw new ApiError(code, message, status);
  }
  if (status === 404) throw new ApiError(404, `[404] ${url}`, status);
  throw new ApiError(status, opts.text('serviceAbnormality'), status);
}

/**
 * True when the server gave its answer to a failed call, so sending the same Idempotency-Key again
 * would only replay it. A timeout, a lost connection, a 5xx, a fault, or "still in progress" (the
 * first request has not answered yet) leave the outcome unknown: those retry with the same key.
 */
export function answered(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 200 &&
    error.code !== ErrorCode.IDEMPOTENCY_IN_PROGRESS &&
    error.code !== ErrorCode.INTERNAL
  );
}
