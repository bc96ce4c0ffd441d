/**
 * Codes the client gives to failures that never reached the envelope (specification §8). Business
 * errors keep the server's code (see `ErrorCode` in the contract); HTTP failures carry their status.
 */
export const ClientCode = {
  /** The request took longer than the timeout (60 000 ms). */
  TIMEOUT: 5,
  /** The caller aborted the request (a page left, a query was cancelled). */
  ABORTED: 600003,
  /** An upload could not reach the server. */
  UPLOAD_NETWORK: 602001,
  /** Any other network failure; the specification gives it no code. */
  NETWORK: -1,
} as const;

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

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
