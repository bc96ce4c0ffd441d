import type { TTokens } from '@club/contract';
import { ErrorCode } from '@club/contract/errors';
import { currentLanguage, t } from '../i18n';
import { clearSession, setTokens, useSession } from './session';

export const REQUEST_TIMEOUT_MS = 60_000;

type Params = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  readonly code: number;
  /** HTTP status when a response arrived. */
  readonly status: number | undefined;
  constructor(code: number, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

/**
 * Whether the server answered a failed call (so a retry with the same Idempotency-Key would only
 * replay that answer); a timeout, a lost connection, a 5xx or "still in progress" leave it open.
 */
export function answered(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 200 &&
    error.code !== ErrorCode.IDEMPOTENCY_IN_PROGRESS &&
    error.code !== ErrorCode.INTERNAL
  );
}

type Envelope = { code: number; data: unknown; message: string };
const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';

/** Listeners for "the session is gone" (401 or logout): the app goes back to its login page. */
const logoutListeners = new Set<() => void>();
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

function dropSession() {
  clearSession();
  for (const listener of logoutListeners) listener();
}

function url(path: string, params?: Params) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const text = query.toString();
  return `/api/${path.replace(/^\//, '')}${text ? `?${text}` : ''}`;
}

/**
 * The member app's envelope rules (specification §8): code 1000 gives the data, any other code
 * fails with the server's translated message, 401 ends the session, 404 names the address, every
 * other status is the service-abnormality message.
 */
async function exchange<T>(path: string, init: RequestInit, token: string | undefined): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(5, t('errors.timeout'));
    throw new ApiError(-1, error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    if (token) dropSession();
    throw new ApiError(
      isEnvelope(body) ? body.code : ErrorCode.AUTH_REQUIRED,
      isEnvelope(body) ? body.message : t('errors.authRequired'),
    );
  }
  if (response.status === 404) throw new ApiError(404, `[404] ${path}`);
  if (response.status !== 200 || !isEnvelope(body))
    throw new ApiError(response.status, t('errors.serviceAbnormality'));
  if (body.code !== ErrorCode.SUCCESS) throw new ApiError(body.code, body.message, 200);
  return body.data as T;
}

let refreshing: Promise<string | undefined> | null = null;

/** The current token, renewed once (shared by every call waiting on it) when it has expired. */
async function freshToken(): Promise<string | undefined> {
  const session = useSession.getState().session;
  if (!session) return undefined;
  if (Date.now() < session.tokenDeadline) return session.token;
  if (Date.now() >= session.refreshDeadline) {
    dropSession();
    return undefined;
  }
  refreshing ??= exchange<TTokens>(
    url('app/user/login/refreshToken', { refreshToken: session.refreshToken }),
    {},
    undefined,
  )
    .then((tokens) => {
      setTokens(tokens);
      return tokens.token;
    })
    .catch(() => {
      dropSession();
      return undefined;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function get<T>(path: string, params?: Params): Promise<T> {
  return exchange<T>(url(path, params), {}, await freshToken());
}

/** A POST; money-moving operator calls carry an Idempotency-Key so a retried click decides once. */
export async function post<T>(
  path: string,
  body: unknown = {},
  opts: { idempotencyKey?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return exchange<T>(url(path), { method: 'POST', headers, body: JSON.stringify(body) }, await freshToken());
}

/** Uploads one file as multipart field `file`. */
export async function upload<T>(path: string, file: Blob): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return exchange<T>(url(path), { method: 'POST', body: form }, await freshToken());
}

export async function login(body: {
  username: string;
  password: string;
  captchaId?: string;
  captchaX?: number;
}): Promise<void> {
  setTokens(
    await exchange<TTokens>(
      url('admin/base/open/login'),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      undefined,
    ),
  );
}

export async function logout(): Promise<void> {
  const token = useSession.getState().session?.token;
  if (token) await post('admin/base/comm/logout').catch(() => undefined);
  dropSession();
}
