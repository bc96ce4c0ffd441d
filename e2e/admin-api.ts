import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DAY_MS } from '@club/contract/lib/time';
import type { APIRequestContext } from '@playwright/test';
import { E2E } from './env';

/**
 * A project for the journeys that need one to look at: raising since the day before `now` (the
 * server's clock) for 30 days, daily payouts, on the hot list.
 */
export function openProject(now: number) {
  return {
    texts: {
      en: {
        title: 'The Lighthouse Keeper',
        description: 'A keeper, a storm and a letter that never arrived.',
        riskText: 'Distribution is not yet signed.',
      },
    },
    actor: 'Mara Quist',
    cast: 'Mara Quist, Ole Brand',
    score: '8.4',
    amount: 10_000_000,
    single: 10_000,
    dailyRate: '0.001',
    cycleDays: 30,
    repayType: 'LINEAR',
    fundraisingStartAt: new Date(now - DAY_MS).toISOString(),
    fundraisingEndAt: new Date(now + 30 * DAY_MS).toISOString(),
    hot: true,
    sort: 1000,
  };
}

/**
 * The journeys' second operator (four eyes: a money decision takes two operators), made on first
 * use by `operator().secondKey()` with the first operator's own role.
 */
export const SECOND_OPERATOR = { username: 'e2e-second', password: 'Quiet-Harbor-Key-2026' };

/** POST calls to the back-office API as one operator, signing in again when the token expires. */
async function session(request: APIRequestContext, credentials: { username: string; password: string }) {
  const signIn = async () => {
    const login = await request.post('/api/admin/base/open/login', { data: credentials });
    return (await login.json()).data.token as string;
  };
  let token = await signIn();
  const call = async <T>(url: string, data: object, retry = true): Promise<T> => {
    const res = await request.post(url, {
      data,
      headers: { authorization: token, 'idempotency-key': randomUUID() },
    });
    // The test clock moves days at a time; an operator's token expires like anyone's.
    if (res.status() === 401 && retry) {
      token = await signIn();
      return call<T>(url, data, false);
    }
    const body = await res.json();
    if (body.code !== 1000) throw new Error(`${url}: ${body.message}`);
    return body.data as T;
  };
  return { call, token: () => token };
}

/** What an operator does through the back-office API (the screens arrive with the back office). */
export async function operator(request: APIRequestContext) {
  const first = await session(request, E2E.admin);
  const { call } = first;
  let second: Awaited<ReturnType<typeof session>> | undefined;
  /**
   * The second operator's calls. They hold the first operator's role: a new role holding a money
   * permission would itself wait for a second operator's approval, and there is none yet; nobody
   * else could approve this operator either, so the server makes them at once (the club's first).
   */
  async function secondKey() {
    if (second) return second.call;
    type Operators = { list: { username: string; roleId: number }[] };
    const named = (username: string) => call<Operators>('/api/admin/base/operator/page', { username });
    const known = (await named(SECOND_OPERATOR.username)).list.some(
      (o) => o.username === SECOND_OPERATOR.username,
    );
    if (!known) {
      const [me] = (await named(E2E.admin.username)).list;
      await call('/api/admin/base/operator/add', { ...SECOND_OPERATOR, roleId: me.roleId });
    }
    second = await session(request, SECOND_OPERATOR);
    return second.call;
  }
  /** Uploads a file through a back-office upload route and answers its address. */
  async function upload(route: string, file: string, mimeType: string) {
    const uploaded = await request.post(route, {
      headers: { authorization: first.token() },
      multipart: { file: { name: path.basename(file), mimeType, buffer: fs.readFileSync(file) } },
    });
    return (await uploaded.json()).data.url as string;
  }
  /** The fixture clip (a few seconds of H.264). */
  const uploadTrailer = () =>
    upload(
      '/api/admin/trailer/task/upload',
      path.join(import.meta.dirname, 'fixtures', 'trailer.mp4'),
      'video/mp4',
    );
  /** A picture for a project's stills: the app's own icon. */
  const uploadStill = () =>
    upload(
      '/api/admin/finance/proj/upload',
      path.join(import.meta.dirname, '../web/public/icon-512.png'),
      'image/png',
    );
  return {
    secondKey,
    pendingRecharges: async () =>
      (
        await call<{ list: { id: number; voucherUrl: string | null; userId: number }[] }>(
          '/api/admin/recharge/order/page',
          { state: 'waiting' },
        )
      ).list,
    /** A bank transfer without a voucher is confirmed against the statement's reference. */
    confirmRecharge: (orderId: number) =>
      call('/api/admin/recharge/order/confirm', { orderId, bankReference: `E2E-${orderId}` }),
    createChatRoom: (input: { name: string; announcement: string; rules: string }) =>
      call<{ id: number }>('/api/admin/chat/room/add', { avatar: null, mutedAll: false, ...input }),
    pendingCards: async () =>
      (
        await call<{ list: { id: number; userId: number }[] }>('/api/admin/bank/card/page', {
          status: 'pending',
        })
      ).list,
    verifyCard: (id: number) => call('/api/admin/bank/card/verify', { id }),
    pendingWithdrawals: async () =>
      (
        await call<{ list: { id: number; amount: number }[] }>('/api/admin/withdraw/order/page', {
          state: 'waiting',
        })
      ).list,
    approveWithdrawal: (id: number) => call('/api/admin/withdraw/order/approve', { id }),
    advanceClock: (advanceSeconds: number) =>
      call<{ now: string }>('/api/admin/dev/clock', { advanceSeconds }),
    /** Creates and publishes a project; its texts and terms as the operator's project form sends them. */
    publishProject: async (input: object) => {
      const { id } = await call<{ id: number }>('/api/admin/finance/proj/add', input);
      await call('/api/admin/finance/proj/publish', { id });
      return id;
    },
    /** Creates and publishes a content item (news, banner, …) with its per-language texts. */
    publishContent: async (input: object) => {
      const { id } = await call<{ id: number }>('/api/admin/cms/content/add', input);
      await call('/api/admin/cms/content/publish', { id });
      return id;
    },
    /** A role with these permission keys, and an operator holding it. */
    createOperator: async (username: string, password: string, permissions: string[]) => {
      const role = await call<{ id: number }>('/api/admin/base/role/add', {
        name: `${username} role`,
        permissions,
      });
      await call('/api/admin/base/operator/add', { username, password, roleId: role.id });
    },
    recordRevenue: (projectId: number, amount: number, memo: string) =>
      call('/api/admin/finance/proj/revenue', { projectId, amount, source: 'boxOffice', memo }),
    /** The user id of the member with this phone number. */
    memberId: async (phone: string) =>
      (await call<{ list: { id: number }[] }>('/api/admin/member/user/page', { search: phone })).list[0].id,
    /** A contribution to the marketing budget, asked for by the first operator and approved by the second. */
    fundMarketing: async (amount: number) => {
      const { requestId } = await call<{ requestId: number }>('/api/admin/finance/marketing/contribute', {
        amount,
        source: 'e2e budget',
      });
      await (await secondKey())('/api/admin/finance/marketing/approve', { id: requestId });
    },
    /** The first operator asks for a balance adjustment (promotional credit), which waits for a second. */
    requestCredit: (userId: number, amount: number, reason: string) =>
      call<{ requestId: number }>('/api/admin/funds/credit/internal', { userId, amount, reason }),
    /** The requests of a kind waiting for a second operator, newest first. */
    waitingRequests: async (kind: string) =>
      (
        await call<{ list: { id: number; amount: number | null }[] }>('/api/admin/base/approval/page', {
          state: 'waiting',
          kind,
        })
      ).list,
    /** Makes this coupon the lottery's only prize, so the next draw wins it. */
    couponOnlyLottery: async (coupon: object) => {
      const { id: couponId } = await call<{ id: number }>('/api/admin/lottery/coupon/add', coupon);
      const table = await call<{ list: { id: number }[] }>('/api/admin/lottery/prize/list', {});
      for (const p of table.list) await call('/api/admin/lottery/prize/delete', { id: p.id });
      await call('/api/admin/lottery/prize/add', {
        kind: 'coupon',
        amount: null,
        couponId,
        weight: 1,
        stock: null,
        sort: 0,
        enabled: true,
      });
    },
    uploadTrailer,
    uploadStill,
    /** Uploads the fixture clip and offers a trailer task with it from the server's today for 30 days. */
    publishTask: async ({ title, ...input }: { title: string; reward: number; requiredSeconds: number }) => {
      const videoUrl = await uploadTrailer();
      const { now } = await call<{ now: string }>('/api/admin/dev/clock', { advanceSeconds: 0 });
      const day = (offset: number) => new Date(Date.parse(now) + offset * DAY_MS).toISOString().slice(0, 10);
      return call<{ id: number }>('/api/admin/trailer/task/add', {
        ...input,
        texts: { en: { title } },
        projectId: null,
        videoUrl,
        fromDay: day(0),
        toDay: day(30),
        enabled: true,
      });
    },
  };
}
