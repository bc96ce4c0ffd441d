import { randomUUID } from 'node:crypto';
import type { TTokens } from '@club/contract';
import { type Commit, directCommit } from '../kernel/idempotency';
import { signatureHeaders } from '../money/callback-signature';
import { ADMIN, FIXED_X, ROOT_CODE, type TestApp } from './harness';

type Envelope<T = unknown> = { code: number; data: T; message: string };

/** Calls the API the way the web client does and returns the HTTP status with the envelope. */
export function api(t: TestApp) {
  async function call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    opts: { body?: unknown; query?: Record<string, string>; token?: string; lang?: string; ip?: string } = {},
  ) {
    const response = await t.app.inject({
      method,
      url,
      query: opts.query,
      payload: opts.body as object | undefined,
      remoteAddress: opts.ip,
      headers: {
        ...(opts.token ? { authorization: opts.token } : {}),
        ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      },
    });
    return { status: response.statusCode, body: response.json() as Envelope<T> };
  }
  return {
    call,
    get: <T = unknown>(url: string, opts?: Parameters<typeof call>[2]) =>
      call<T>('GET', `/api/app/${url}`, opts),
    post: <T = unknown>(url: string, body?: unknown, opts?: Parameters<typeof call>[2]) =>
      call<T>('POST', `/api/app/${url}`, { ...opts, body }),
  };
}

/** A service call's commit under a key of its own, as a request with a fresh Idempotency-Key has. */
export function freshCommit(t: TestApp): Commit {
  return directCommit(t.db, `test:${randomUUID()}`);
}

/** A payment provider's callback, signed as PRODUCT.md §3 says, to the real route. */
export async function providerCallback(
  t: TestApp,
  route: { provider: string; direction: 'gather' | 'transfer' },
  body: object,
  secret: string,
  opts: { at?: number; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/app/pay/${route.provider}/${route.direction}/notify`,
    headers: {
      'content-type': 'application/json',
      ...signatureHeaders(secret, raw, opts.at ?? t.clock.now()),
      ...opts.headers,
    },
    payload: raw,
  });
  return response.json() as Envelope<{ outcome: string }>;
}

/** The first operator's access token (the harness's ADMIN, holding `*`). */
export async function operatorToken(t: TestApp): Promise<string> {
  const res = await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN });
  if (res.body.code !== 1000) throw new Error(`operator login: ${res.body.message}`);
  return res.body.data.token;
}

let phoneSeq = 0;
/** A distinct valid US number per call (NANP 201-555-01xx is reserved for fiction; use real-looking ones). */
export function nextPhone() {
  phoneSeq += 1;
  return { areaCode: '1', phone: `2025550${String(100 + phoneSeq).padStart(3, '0')}` };
}

export async function solvedCaptcha(t: TestApp) {
  const { body } = await api(t).get<{ captchaId: string }>('comm/comm/generateImageValidationUrl');
  return { captchaId: body.data.captchaId, captchaX: FIXED_X };
}

/** Registers a member through the real SMS flow and returns the phone, password and tokens. */
export async function registerMember(t: TestApp, opts: { password?: string; inviteCode?: string } = {}) {
  const phone = nextPhone();
  const password = opts.password ?? 'film-lover-42';
  const client = api(t);
  const sent = await client.post('user/register/sms', { ...phone, ...(await solvedCaptcha(t)) });
  if (sent.body.code !== 1000) throw new Error(`sms: ${sent.body.message}`);
  const smsCode = lastCode(t);
  const registered = await client.post<TTokens>('user/register/register', {
    ...phone,
    password,
    smsCode,
    inviteCode: opts.inviteCode ?? ROOT_CODE,
  });
  if (registered.body.code !== 1000) throw new Error(`register: ${registered.body.message}`);
  return { ...phone, password, tokens: registered.body.data };
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
  await t.services.recharge.confirm(1, order.id, freshCommit(t));
}

export const PAY_PASSWORD = '135790';

/** Signs a member in again (after the clock has moved past the access token's life). */
export async function signIn(t: TestApp, m: { areaCode: string; phone: string; password: string }) {
  const res = await api(t).post<TTokens>('user/login/login', {
    areaCode: m.areaCode,
    phone: m.phone,
    password: m.password,
  });
  if (res.body.code !== 1000) throw new Error(`login: ${res.body.message}`);
  return res.body.data.token;
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
 * A member who may invest, set up the way a real one is: money from a confirmed bank recharge, a pay
 * password, a bank card an operator verified, and an active VIP membership paid from the wallets.
 */
export async function investor(t: TestApp, opts: { recharge?: number; inviteCode?: string } = {}) {
  const m = await memberWithVerifiedCard(t, opts);
  await fundByBankRecharge(t, m.id, opts.recharge ?? 1_000_000);
  const vip = await t.db
    .selectFrom('member_levels')
    .select('id')
    .where('kind', '=', 'vip')
    .executeTakeFirstOrThrow();
  await t.services.members.activate(m.id, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(t));
  return m;
}

const HOUR_MS = 3_600_000;

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
