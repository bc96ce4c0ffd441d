import type { TAdminCodeBody, TAdminCodeNeeded } from '@club/contract';
import {
  ApiError,
  ClientCode,
  type EnvelopeText,
  errorMessage,
  openEnvelope,
  type Parser,
  type SchemaRef,
} from '@club/contract/lib/envelope';
import { schemaLoader } from '@club/contract/lib/schema-loader';
import { currentLanguage, t } from '../i18n';
import { clearSession, setTokens, useSession } from './session';

const contractSchemas = schemaLoader({ contract: () => import('@club/contract') });

/** A call's answer schema (`contractSchema((c) => c.ZOperatorPage)`), from the whole contract. */
export const contractSchema = <T>(pick: (contract: typeof import('@club/contract')) => Parser<T>) =>
  contractSchemas('contract', pick);

export const REQUEST_TIMEOUT_MS = 60_000;

type Params = Record<string, string | number | boolean | null | undefined>;

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
 * One call under the timeout, read by the member app's envelope rules (`openEnvelope`): the data
 * of code 1000, parsed with the contract's schema when one is given; a 401 ends the operator's
 * session when the call carried one (a wrong password at sign-in is no session to end).
 */
async function exchange<T>(
  path: string,
  init: RequestInit,
  token: string | undefined,
  schema?: SchemaRef<T>,
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(ClientCode.TIMEOUT, t('errors.timeout'));
    throw new ApiError(ClientCode.NETWORK, errorMessage(error));
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return openEnvelope(
    { status: response.status, body, url: path },
    {
      text: (name: EnvelopeText) => t(`errors.${name}`),
      schema,
      onSessionEnd: token ? dropSession : undefined,
    },
  );
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
  refreshing ??= exchange(
    url('app/user/login/refreshToken', { refreshToken: session.refreshToken }),
    {},
    undefined,
    contractSchema((c) => c.ZTokens),
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

/**
 * A GET. Every call names the contract's schema of its answer (`contractSchema`, loaded beside the
 * first answer so the sign-in screen carries no zod); the answer is parsed with it.
 */
export async function get<T>(path: string, params: Params | undefined, opts: { schema: SchemaRef<T> }) {
  return exchange(url(path, params), {}, await freshToken(), opts.schema);
}

/**
 * A POST; money-moving operator calls carry an Idempotency-Key so a retried click decides once.
 * Without a schema the answer's data is not read (calls whose contract answers `null`).
 */
export async function post<T = unknown>(
  path: string,
  body: unknown = {},
  opts: { idempotencyKey?: string; schema?: SchemaRef<T> } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return exchange(
    url(path),
    { method: 'POST', headers, body: JSON.stringify(body) },
    await freshToken(),
    opts.schema,
  );
}

/** Uploads one file as multipart field `file`; the answer is the stored file's URL. */
export async function upload(path: string, file: Blob): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return exchange(
    url(path),
    { method: 'POST', body: form },
    await freshToken(),
    contractSchema((c) => c.ZUploaded),
  );
}

/**
 * Operator sign-in: the call that starts a session, so it carries no token (as the refresh). An
 * operator with a second factor gets no session from the password: the answer is the challenge for
 * `loginWithCode`.
 */
export async function login(body: {
  username: string;
  password: string;
  captchaId?: string;
  captchaX?: number;
}): Promise<TAdminCodeNeeded | undefined> {
  const answer = await exchange(
    url('admin/base/open/login'),
    jsonPost(body),
    undefined,
    contractSchema((c) => c.ZAdminLoginAnswer),
  );
  if ('challenge' in answer) return answer;
  setTokens(answer);
  return undefined;
}

/** The sign-in's code step: the password step's challenge and a code from the app (or a recovery code). */
export async function loginWithCode(body: TAdminCodeBody): Promise<void> {
  setTokens(
    await exchange(
      url('admin/base/open/login/code'),
      jsonPost(body),
      undefined,
      contractSchema((c) => c.ZTokens),
    ),
  );
}

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export async function logout(): Promise<void> {
  const token = useSession.getState().session?.token;
  if (token) await post('admin/base/comm/logout').catch(() => undefined);
  dropSession();
}
