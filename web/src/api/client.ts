import type { TTokens } from '@club/contract';
import { type EnvelopeText, openEnvelope, type SchemaRef } from '@club/contract/lib/envelope';
import { ErrorCode } from '@club/contract/lib/errors';
import { schemaLoader } from '@club/contract/lib/schema-loader';
import { currentLanguage, t } from '../i18n';
import { storage } from '../lib/storage';
import { ApiError, ClientCode, errorMessage } from './errors';
import { clearSession, notifyLogout, setTokens, useSession } from './session';

export type { Parser, SchemaRef } from '@club/contract/lib/envelope';

/**
 * A call's answer schema from the contract module that defines it
 * (`contractSchema('project', (c) => c.ZProjectDetail)`); each module is a chunk of its own.
 */
export const contractSchema = schemaLoader({
  auth: () => import('@club/contract/auth'),
  chat: () => import('@club/contract/chat'),
  'chat-album': () => import('@club/contract/chat-album'),
  cms: () => import('@club/contract/cms'),
  comm: () => import('@club/contract/comm'),
  danmu: () => import('@club/contract/danmu'),
  funds: () => import('@club/contract/funds'),
  invest: () => import('@club/contract/invest'),
  lottery: () => import('@club/contract/lottery'),
  member: () => import('@club/contract/member'),
  message: () => import('@club/contract/message'),
  pay: () => import('@club/contract/pay'),
  project: () => import('@club/contract/project'),
  ranking: () => import('@club/contract/ranking'),
  recharge: () => import('@club/contract/recharge'),
  report: () => import('@club/contract/report'),
  rewards: () => import('@club/contract/rewards'),
  task: () => import('@club/contract/task'),
  team: () => import('@club/contract/team'),
  'team-activity': () => import('@club/contract/team-activity'),
  user: () => import('@club/contract/user'),
  withdraw: () => import('@club/contract/withdraw'),
});

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;
export const LOGIN_PATH = '/pages/user/login';

const REFRESH_URL = '/app/user/login/refreshToken';
const LOGOUT_URL = '/app/user/login/logout';

type Params = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  url: string;
  method?: 'GET' | 'POST';
  /** Query parameters (GET sends params, spec §7). */
  params?: Params;
  /** JSON body (POST sends a body, spec §7). */
  data?: unknown;
  /** Parses `data` of a successful answer with the contract's schema. */
  schema?: SchemaRef<T>;
  signal?: AbortSignal;
  timeout?: number;
  /**
   * Sent as `Idempotency-Key`, which money-moving POSTs require: the server answers a repeat of the
   * same key and body with the first answer instead of moving the money again (see api/idempotency).
   */
  idempotencyKey?: string;
};

type SendOptions<T> = RequestOptions<T> & {
  /** The token to send; undefined = the session's. */
  token?: string | null;
  /** The logout call must not log out again on its own 401. */
  noLogoutOn401?: boolean;
};

function buildUrl(url: string, params?: Params): string {
  const path = `${API_BASE}${url.startsWith('/') ? url : `/${url}`}`;
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function headers(token: string | null | undefined, idempotencyKey?: string): Record<string, string> {
  const result: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (token) result.Authorization = token;
  if (idempotencyKey) result['Idempotency-Key'] = idempotencyKey;
  return result;
}

export function isOnLoginPage(): boolean {
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return hash === `#${LOGIN_PATH}` || hash.startsWith(`#${LOGIN_PATH}?`);
}

/**
 * The envelope rules (`openEnvelope`), shared by fetch and the upload's XHR. A 401 logs out, except
 * on the login page (a wrong password is no session to end) and for the logout call itself.
 */
function interpret<T>(status: number, body: unknown, url: string, opts: SendOptions<T>): Promise<T> {
  return openEnvelope(
    { status, body, url },
    {
      text: (name: EnvelopeText) => t(`errors.${name}`),
      schema: opts.schema,
      onSessionEnd: () => (isOnLoginPage() || opts.noLogoutOn401 ? undefined : logout()),
    },
  );
}

/**
 * One fetch under the timeout and the caller's abort signal. `read` consumes the response inside
 * the timeout; a failure before an answer becomes the client's timeout, abort or network error.
 */
async function exchange<R>(
  url: string,
  init: RequestInit,
  opts: { signal?: AbortSignal; timeout?: number },
  read: (response: Response) => Promise<R>,
): Promise<R> {
  if (opts.signal?.aborted) throw new ApiError(ClientCode.ABORTED, t('errors.aborted'));
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeout ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await read(await fetch(url, { ...init, signal: controller.signal }));
  } catch (error) {
    if (timedOut) throw new ApiError(ClientCode.TIMEOUT, t('errors.timeout'));
    if (controller.signal.aborted) throw new ApiError(ClientCode.ABORTED, t('errors.aborted'));
    throw new ApiError(ClientCode.NETWORK, errorMessage(error));
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** A body as JSON, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const readJson = async (response: Response) => parseJson(await response.text());

/** One HTTP exchange with timeout and abort handling; no token checks. */
async function send<T>(opts: SendOptions<T>): Promise<T> {
  const method = opts.method ?? 'GET';
  const url = buildUrl(opts.url, method === 'GET' ? opts.params : undefined);
  const token = opts.token === undefined ? useSession.getState().token : opts.token;
  const init: RequestInit = { method, headers: headers(token, opts.idempotencyKey) };
  if (method !== 'GET') {
    init.headers = { ...headers(token, opts.idempotencyKey), 'Content-Type': 'application/json' };
    init.body = JSON.stringify(opts.data ?? {});
  }
  // A schema still to load comes down beside the answer, not after it; a failure shows when it is read.
  if (typeof opts.schema === 'function') opts.schema().catch(() => {});
  const { status, body } = await exchange(url, init, opts, async (response) => ({
    status: response.status,
    body: await readJson(response),
  }));
  return interpret(status, body, url, opts);
}

let refreshing: Promise<void> | null = null;

/** The token refresh: the only call that skips the expiry check (spec §6). */
async function refresh(refreshToken: string): Promise<void> {
  try {
    const tokens = await send<TTokens>({ url: REFRESH_URL, params: { refreshToken }, noLogoutOn401: true });
    setTokens(tokens);
  } catch (error) {
    await logout();
    throw error;
  }
}

/**
 * Before a call: when the stored token has expired, renew it once. Calls arriving meanwhile wait on
 * the same refresh (the queue) and then go out with the new token. An expired or failing refresh
 * token logs the user out, and the waiting calls fail without being sent.
 */
async function ensureFreshToken(): Promise<void> {
  if (refreshing) return refreshing;
  const { token, refreshToken } = useSession.getState();
  if (!token || !storage.isExpired('token')) return;
  if (!refreshToken || storage.isExpired('refreshToken')) {
    await logout();
    throw new ApiError(ErrorCode.TOKEN_EXPIRED, t('errors.sessionExpired'), 401);
  }
  refreshing = refresh(refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function request<T>(opts: RequestOptions<T>): Promise<T> {
  await ensureFreshToken();
  return send(opts);
}

export const get = <T>(url: string, params?: Params, extra?: Omit<RequestOptions<T>, 'url' | 'params'>) =>
  request<T>({ ...extra, url, method: 'GET', params });

export const post = <T>(url: string, data?: unknown, extra?: Omit<RequestOptions<T>, 'url' | 'data'>) =>
  request<T>({ ...extra, url, method: 'POST', data });

let loggingOut: Promise<void> | null = null;

/**
 * Logout (spec §4): tells the server (best effort, not awaited), clears userInfo, token, refreshToken and
 * their deadlines, and lets the app empty its memory state and relaunch to login.
 */
export function logout(): Promise<void> {
  if (loggingOut) return loggingOut;
  loggingOut = (async () => {
    const token = useSession.getState().token;
    if (token) {
      send({ url: LOGOUT_URL, method: 'POST', token, noLogoutOn401: true }).catch(() => {
        // Best effort: the local session is gone whatever the server says.
      });
    }
    clearSession();
    notifyLogout();
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/** Uploads one file as multipart field `file`. XHR for progress; the same envelope rules apply. */
export async function upload<T>(
  url: string,
  file: Blob,
  opts: { schema?: SchemaRef<T>; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  await ensureFreshToken();
  if (opts.signal?.aborted) throw new ApiError(ClientCode.ABORTED, t('errors.aborted'));
  const fullUrl = buildUrl(url);
  const token = useSession.getState().token;
  const result = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', fullUrl);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [key, value] of Object.entries(headers(token))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) opts.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.ontimeout = () => reject(new ApiError(ClientCode.TIMEOUT, t('errors.timeout')));
    xhr.onabort = () => reject(new ApiError(ClientCode.ABORTED, t('errors.aborted')));
    xhr.onerror = () => reject(new ApiError(ClientCode.UPLOAD_NETWORK, t('errors.uploadFailed')));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return interpret(result.status, result.body, fullUrl, { url, schema: opts.schema });
}

/** A file the server sent, and the name it suggested. */
export type DownloadedFile = { blob: Blob; filename: string | undefined };

function filenameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/**
 * GETs a file that needs the session's token, so a plain link cannot fetch it; save it with an
 * object URL. A JSON answer is an envelope, an error such as a date range too long, and fails like
 * any other call.
 */
export async function download(
  url: string,
  params?: Params,
  opts: { signal?: AbortSignal; timeout?: number } = {},
): Promise<DownloadedFile> {
  await ensureFreshToken();
  const fullUrl = buildUrl(url, params);
  type Answer = { file: DownloadedFile } | { status: number; body: unknown };
  const init = { headers: headers(useSession.getState().token) };
  const result = await exchange<Answer>(fullUrl, init, opts, async (r) => {
    const json = (r.headers.get('Content-Type') ?? '').includes('json');
    if (r.status === 200 && !json) return { file: { blob: await r.blob(), filename: filenameOf(r) } };
    return { status: r.status, body: await readJson(r) };
  });
  if ('file' in result) return result.file;
  await interpret(result.status, result.body, fullUrl, { url });
  // A success envelope where a file was expected.
  throw new ApiError(ErrorCode.INTERNAL, t('errors.serviceAbnormality'), result.status);
}

/** For tests: forget a refresh or logout in flight. */
export function resetClientState(): void {
  refreshing = null;
  loggingOut = null;
}
