import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ErrorName,
  errorNameByCode,
  httpStatusOf,
  type LanguageCode,
  negotiateLanguage,
  type TApprovalDecided,
  type TApprovalRequested,
  type TSetting,
  type TSettingUpdateAnswer,
  type TSettingUpdateBody,
  type TTokens,
} from '@club/contract';
import type { TEnvelope } from '@club/contract/lib/envelope';
import { expect } from 'vitest';
import { HOUR_MS } from '../kernel/calendar';
import type { ErrorParams } from '../kernel/errors';
import { errorBody } from '../kernel/http';
import { type Commit, directCommit } from '../kernel/idempotency';
import { hashPassword } from '../kernel/passwords';
import { ensureRole, insertAdmin } from '../modules/admin/repo';
import { signatureHeaders } from '../money/callback-signature';
import { ADMIN, FIXED_X, ROOT_CODE, type TestApp } from './harness';

// ---- The request kit: one way to call the API, and to read its answer by error name. ----

export type Method = 'GET' | 'POST';

export type RequestOptions = {
  /** An access token, sent as the Authorization header. */
  token?: string;
  /** Money-moving POSTs need one (`freshKey()`); a retry of the same request sends the same key. */
  idempotencyKey?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** Sent as Accept-Language; the answer's message is in the language it picks. */
  lang?: string;
  /** The caller's socket address. */
  ip?: string;
  headers?: Record<string, string>;
};

/** An answer: its HTTP status, its envelope, and the language its message is in (for `expectError`). */
export type ApiResponse<T = unknown> = { status: number; body: TEnvelope<T>; lang: LanguageCode };

/** A new Idempotency-Key, as the web client makes one per money-moving action. */
export function freshKey(): string {
  return randomUUID();
}

/** One request the way the web clients send it; `url` is the whole path (`/api/app/...`). */
export async function request<T = unknown>(
  t: TestApp,
  method: Method,
  url: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await t.app.inject({
    method,
    url,
    query: opts.query,
    payload: opts.body as object | undefined,
    remoteAddress: opts.ip,
    headers: {
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...opts.headers,
    },
  });
  return {
    status: response.statusCode,
    body: response.json() as TEnvelope<T>,
    lang: negotiateLanguage(opts.lang ?? opts.headers?.['accept-language']),
  };
}

/**
 * A client for one part of the API: `get` and `post` take a path under `prefix` (the member app's
 * `/api/app/` unless told), `call` a whole path; `token` is sent unless a call names its own.
 */
export function api(t: TestApp, defaults: { prefix?: string; token?: string } = {}) {
  const prefix = defaults.prefix ?? '/api/app/';
  const call = <T = unknown>(method: Method, url: string, opts: RequestOptions = {}) =>
    request<T>(t, method, url, { token: defaults.token, ...opts });
  return {
    call,
    get: <T = unknown>(path: string, opts?: RequestOptions) => call<T>('GET', `${prefix}${path}`, opts),
    post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
      call<T>('POST', `${prefix}${path}`, { ...opts, body }),
  };
}

export type Client = ReturnType<typeof api>;

/** The back office as the first operator (the harness's ADMIN, holding `*`): paths under `/api/admin/`. */
export async function operatorApi(t: TestApp): Promise<Client> {
  return api(t, { prefix: '/api/admin/', token: await operatorToken(t) });
}

/** The name of an answer's code, so a failed expectation reads `PAY_PASSWORD_WRONG`, not 1504. */
function nameOf(code: number): string {
  return code === ErrorCode.SUCCESS ? 'SUCCESS' : (errorNameByCode[code] ?? String(code));
}

/** Asserts a success (HTTP 200, code SUCCESS) and returns its data. */
export function expectOk<T>(res: { status: number; body: TEnvelope<T> }): T {
  expect({ status: res.status, code: nameOf(res.body.code) }, res.body.message).toEqual({
    status: 200,
    code: 'SUCCESS',
  });
  return res.body.data;
}

/**
 * Asserts the refusal `name`: its code, and the HTTP status the catalogue gives it (401 for the
 * session errors, 500 for INTERNAL, else 200). With `params`, also the message: the catalogue's text
 * in the answer's language with those values (`{}` for a message without any).
 */
export function expectError(
  res: { status: number; body: TEnvelope<unknown>; lang?: LanguageCode },
  name: ErrorName,
  params?: ErrorParams,
) {
  expect({ status: res.status, code: nameOf(res.body.code) }, res.body.message).toEqual({
    status: httpStatusOf(name),
    code: name,
  });
  if (params)
    expect(res.body.message).toBe(errorBody(res.lang ?? negotiateLanguage(undefined), name, params).message);
}

// ---- Builders: state set up the real way. ----

/** A service call's commit under a key of its own, as a request with a fresh Idempotency-Key has. */
export function freshCommit(t: TestApp): Commit {
  return directCommit(t.db, `test:${randomUUID()}`);
}

/** A payment provider's callback, signed as PRODUCT.md §3 says, to the real route. */
export async function providerCallback(
  t: TestApp,
  route: { provider: string; direction: 'gather' | 'transfer' },
  /** The callback's JSON, or its raw text to send as it is. */
  body: object | string,
  secret: string,
  opts: { at?: number; headers?: Record<string, string> } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return request<{ outcome: string }>(t, 'POST', `/api/app/pay/${route.provider}/${route.direction}/notify`, {
    body: raw,
    headers: {
      'content-type': 'application/json',
      ...signatureHeaders(secret, raw, opts.at ?? t.clock.now()),
      ...opts.headers,
    },
  });
}

/** An operator's access token: the first operator's (the harness's ADMIN, holding `*`) unless told. */
export async function operatorToken(
  t: TestApp,
  credentials: { username: string; password: string } = ADMIN,
): Promise<string> {
  const res = await request<TTokens>(t, 'POST', '/api/admin/base/open/login', { body: credentials });
  return expectOk(res).token;
}

/**
 * A new operator whose role, named after them, holds exactly `keys` (password `<username>-pass-1`),
 * signed in.
 */
export async function operatorWithKeys(t: TestApp, username: string, keys: string[]) {
  const roleId = await ensureRole(t.db, username, keys);
  const password = `${username}-pass-1`;
  await insertAdmin(t.db, {
    username,
    password_hash: await hashPassword(password),
    role_id: roleId,
    created_at: t.clock.now(),
  });
  return { roleId, password, token: await operatorToken(t, { username, password }) };
}

/** The second operator of `secondOperator`: four eyes, money decisions take two operators. */
const SECOND = { username: 'second.key', password: 'second.key-pass-1' };

/** A second operator holding `*` (its id), made once per app: the other key of every money decision. */
export async function secondOperator(t: TestApp): Promise<number> {
  const find = () =>
    t.db.selectFrom('admins').select('id').where('username', '=', SECOND.username).executeTakeFirst();
  const known = await find();
  if (known) return known.id;
  await insertAdmin(t.db, {
    username: SECOND.username,
    password_hash: await hashPassword(SECOND.password),
    role_id: await ensureRole(t.db, 'Second key', ['*']),
    created_at: t.clock.now(),
  });
  return (await find())?.id ?? 0;
}

/** `secondOperator`'s access token. */
export async function secondOperatorToken(t: TestApp): Promise<string> {
  await secondOperator(t);
  return operatorToken(t, SECOND);
}

/** The back office as `secondOperator`: paths under `/api/admin/`. */
export async function secondOperatorApi(t: TestApp): Promise<Client> {
  return api(t, { prefix: '/api/admin/', token: await secondOperatorToken(t) });
}

/**
 * An operator puts `amount` into the marketing budget, which pays every reward (PRODUCT.md §9): the
 * first operator asks, `secondOperator` approves.
 */
export async function fundMarketing(t: TestApp, amount: number, source = 'Test budget') {
  const ops = await operatorApi(t);
  const { requestId } = expectOk(
    await ops.post<TApprovalRequested>(
      'finance/marketing/contribute',
      { amount, source },
      { idempotencyKey: freshKey() },
    ),
  );
  const second = await secondOperatorApi(t);
  return expectOk(
    await second.post<TApprovalDecided>(
      'finance/marketing/approve',
      { id: requestId },
      { idempotencyKey: freshKey() },
    ),
  );
}

/**
 * Promotional credit to a member's internal balance (SYSTEM), as the club gives it: the first
 * operator asks, `secondOperator` approves.
 */
export async function creditInternal(t: TestApp, body: { userId: number; amount: number; reason: string }) {
  const { requestId } = await t.services.funds.creditInternal(1, body, freshCommit(t));
  return t.services.approvals.approve(await secondOperator(t), 'funds-credit', requestId, freshCommit(t));
}

/**
 * Settings as the back office changes them: the first operator asks, and a change of a money
 * setting (four eyes) is approved by `secondOperator`. Answers the list as it is afterwards.
 */
export async function updateSettings(t: TestApp, body: TSettingUpdateBody): Promise<TSetting[]> {
  const ops = await operatorApi(t);
  const answer = expectOk(await ops.post<TSettingUpdateAnswer>('base/setting/update', body));
  if (Array.isArray(answer)) return answer;
  const second = await secondOperatorApi(t);
  expectOk(
    await second.post(
      'base/setting/update/approve',
      { id: answer.requestId },
      { idempotencyKey: freshKey() },
    ),
  );
  return expectOk(await ops.get<TSetting[]>('base/setting/list'));
}

/**
 * An operator's decision on a withdrawal; an approval of one at or above `fourEyesAmount` takes
 * `secondOperator`'s approval too.
 */
export async function decideWithdrawal(
  t: TestApp,
  orderId: number,
  outcome: 'success' | 'failed',
  reason?: string,
) {
  const first = await t.services.withdraw.decide(1, orderId, outcome, reason, freshCommit(t));
  if (first.state !== 'waiting') return first;
  return t.services.withdraw.decide(await secondOperator(t), orderId, outcome, reason, freshCommit(t));
}

/** For a file where more members register than one address may in a day (the SMS cap per IP). */
export async function liftSmsCap(t: TestApp) {
  await t.db
    .insertInto('settings')
    .values({ key: 'smsDailyPerIp', value: '1000', updated_at: t.clock.now() })
    .execute();
}

let phoneSeq = 0;
/** A distinct valid US number per call (NANP 201-555-01xx is reserved for fiction; use real-looking ones). */
export function nextPhone() {
  phoneSeq += 1;
  return { areaCode: '1', phone: `2025550${String(100 + phoneSeq).padStart(3, '0')}` };
}

export async function solvedCaptcha(t: TestApp) {
  const { captchaId } = expectOk(
    await api(t).get<{ captchaId: string }>('comm/comm/generateImageValidationUrl'),
  );
  return { captchaId, captchaX: FIXED_X };
}

/** Registers a member through the real SMS flow and returns the phone, password and tokens. */
export async function registerMember(t: TestApp, opts: { password?: string; inviteCode?: string } = {}) {
  const phone = nextPhone();
  const password = opts.password ?? 'film-lover-42';
  const client = api(t);
  expectOk(await client.post('user/register/sms', { ...phone, ...(await solvedCaptcha(t)) }));
  const smsCode = lastCode(t);
  const registered = await client.post<TTokens>('user/register/register', {
    ...phone,
    password,
    smsCode,
    inviteCode: opts.inviteCode ?? ROOT_CODE,
  });
  return { ...phone, password, tokens: expectOk(registered) };
}

export function lastCode(t: TestApp): string {
  const text = t.outbox.at(-1)?.text ?? '';
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in ${text}`);
  return match[1];
}

export async function memberIdOf(t: TestApp, phone: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function channelId(t: TestApp, table: 'recharge_channels' | 'withdraw_channels', code: string) {
  const row = await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** Money in the member's recharge wallet the way it really arrives: a bank order an operator confirms. */
export async function fundByBankRecharge(t: TestApp, userId: number, amount: number) {
  const order = await t.services.recharge.submit(
    userId,
    { channelId: await channelId(t, 'recharge_channels', 'bank'), amount },
    'en',
    freshCommit(t),
  );
  await t.services.recharge.confirm(1, { orderId: order.id, bankReference: order.reference }, freshCommit(t));
}

export const PAY_PASSWORD = '135790';

/** Signs a member in again (after the clock has moved past the access token's life). */
export async function signIn(t: TestApp, m: { areaCode: string; phone: string; password: string }) {
  const res = await api(t).post<TTokens>('user/login/login', {
    areaCode: m.areaCode,
    phone: m.phone,
    password: m.password,
  });
  return expectOk(res).token;
}

/** A registered member with a pay password and a bank card an operator has verified. */
export async function memberWithVerifiedCard(t: TestApp, opts: { inviteCode?: string } = {}) {
  const m = await registerMember(t, { inviteCode: opts.inviteCode });
  const id = await memberIdOf(t, m.phone);
  await t.services.users.setPayPassword(id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  const card = await t.services.withdraw.addAccount(id, {
    kind: 'bank',
    holderName: 'Ada Lovelace',
    bankName: 'Film Bank',
    accountNumber: '12345678901234',
  });
  await t.services.withdraw.decideAccount(1, card.id, 'verified', undefined);
  return { ...m, id, cardId: card.id };
}

/**
 * A member with an active VIP membership and nothing else (no card): a pay password, money from a
 * confirmed bank recharge, and the activation paid from it. Enough to speak in chat.
 */
export async function vipMember(t: TestApp, opts: { inviteCode?: string } = {}) {
  const m = await registerMember(t, opts);
  const id = await memberIdOf(t, m.phone);
  await t.services.users.setPayPassword(id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  await fundByBankRecharge(t, id, 20_000);
  await activateVip(t, id);
  return { id, token: m.tokens.token };
}

async function activateVip(t: TestApp, userId: number) {
  const vip = await t.db
    .selectFrom('member_levels')
    .select('id')
    .where('kind', '=', 'vip')
    .executeTakeFirstOrThrow();
  await t.services.members.activate(userId, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(t));
}

/**
 * A member who may invest, set up the way a real one is: money from a confirmed bank recharge, a pay
 * password, a bank card an operator verified, and an active VIP membership paid from the wallets.
 */
export async function investor(t: TestApp, opts: { recharge?: number; inviteCode?: string } = {}) {
  const m = await memberWithVerifiedCard(t, opts);
  await fundByBankRecharge(t, m.id, opts.recharge ?? 1_000_000);
  await activateVip(t, m.id);
  return m;
}

/**
 * The body of an operator's `finance/proj/add`: a 3-day LINEAR drama, in English and Arabic, raising
 * from an hour ago for ten days at 0.1 % a day; `over` changes any field (`texts` replaces them all).
 */
export function projectBody(now: number, over: Record<string, unknown> = {}) {
  return {
    texts: {
      en: {
        title: 'The Long Take',
        description: 'A drama in one shot.',
        riskText: 'Box office may disappoint.',
      },
      'ar-EG': { title: 'اللقطة الطويلة', description: 'دراما في لقطة واحدة.' },
    },
    actor: 'Mira Holm',
    cast: 'Mira Holm, Jon Ade',
    score: '8.4',
    focusIndex: 1200,
    amount: 1_000_000,
    single: 10_000,
    dailyRate: '0.001',
    cycleDays: 3,
    repayType: 'LINEAR',
    fundraisingStartAt: new Date(now - HOUR_MS).toISOString(),
    fundraisingEndAt: new Date(now + 10 * 24 * HOUR_MS).toISOString(),
    ...over,
  };
}
