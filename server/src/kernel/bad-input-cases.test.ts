import { ROW_ID_MAX } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { formatError, LINE_BREAKS, NEVER, NOT_TEXT, useBadInputApp } from '../test/bad-input-matrix';
import { projectBody } from '../test/client';
import { DIALECTS } from '../test/harness';

/** Refusals the schemas alone do not show: each route and field with the values it must refuse (see bad-input.test.ts). */
describe.each(DIALECTS)('bad input: known refusals (%s)', (dialect) => {
  const { snapshot, changedTables, send } = useBadInputApp(dialect);

  type Case = {
    route: string;
    body?: (bad: unknown) => unknown;
    query?: (bad: string) => Record<string, string>;
    field: string;
    values: unknown[];
  };
  const BIG_IDS = [ROW_ID_MAX + 1, 2 ** 63];
  const ONE_LINE = [...NEVER, ...NOT_TEXT, ...LINE_BREAKS];
  const MULTI = [...NEVER, ...NOT_TEXT];
  const now = Date.now();
  const cases: Case[] = [
    {
      route: 'POST /api/admin/base/open/login',
      body: (u) => ({ username: u, password: 'operator-pass-123' }),
      field: 'username',
      values: ['admin\u0000', ...ONE_LINE],
    },
    {
      route: 'POST /api/app/user/login/login',
      body: (p) => ({ areaCode: '1', phone: '2025550999', password: p }),
      field: 'password',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/app/user/register/register_check',
      body: (code) => ({ areaCode: '1', phone: '2025550998', inviteCode: code }),
      field: 'inviteCode',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/app/user/info/updatePerson',
      body: (n) => ({ nickName: n }),
      field: 'nickName',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/app/bank/card/add',
      body: (h) => ({ kind: 'bank', holderName: h, bankName: 'Film Bank', accountNumber: '12345678901234' }),
      field: 'holderName',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/app/recharge/recharge/voucher',
      body: (url) => ({ orderId: 1, url }),
      field: 'url',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/withdraw/order/reject',
      body: (reason) => ({ id: 1, reason }),
      field: 'reason',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/withdraw/order/reject',
      body: (id) => ({ id, reason: 'No' }),
      field: 'id',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/admin/recharge/order/reject',
      body: (reason) => ({ orderId: 1, reason }),
      field: 'reason',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/recharge/order/reject',
      body: (orderId) => ({ orderId, reason: 'No' }),
      field: 'orderId',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/admin/bank/card/reject',
      body: (reason) => ({ id: 1, reason }),
      field: 'reason',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/member/user/ban',
      body: (reason) => ({ id: 1, reason }),
      field: 'reason',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/member/user/ban',
      body: (id) => ({ id, reason: 'Spam' }),
      field: 'id',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/admin/recharge/order/page',
      body: (s) => ({ search: s }),
      field: 'search',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/member/user/page',
      body: (s) => ({ search: s }),
      field: 'search',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/member/user/invitees',
      body: (s) => ({ userId: 1, level: 1, search: s }),
      field: 'search',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/base/audit/page',
      body: (s) => ({ actor: s }),
      field: 'actor',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/cms/content/add',
      body: (title) => ({ kind: 'news', texts: { en: { title } } }),
      field: 'texts.en.title',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/cms/content/add',
      body: (body) => ({ kind: 'news', texts: { en: { title: 'Title', body } } }),
      field: 'texts.en.body',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/cms/content/add',
      body: (url) => ({ kind: 'banner', texts: { en: { title: 'Title' } }, link: { kind: 'url', url } }),
      field: 'link.url',
      values: ['https://club.example/a\nb', 'https://club.example/\u0000'],
    },
    {
      route: 'POST /api/admin/finance/proj/add',
      body: (actor) => projectBody(now, { actor }),
      field: 'actor',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/finance/proj/add',
      body: (description) => projectBody(now, { texts: { en: { title: 'Title', description } } }),
      field: 'texts.en.description',
      values: MULTI,
    },
    {
      route: 'POST /api/admin/finance/proj/revenue',
      body: (memo) => ({ projectId: 1, amount: 100, source: 'boxOffice', memo }),
      field: 'memo',
      values: ONE_LINE,
    },
    {
      route: 'POST /api/admin/base/setting/update',
      body: (siteName) => ({ values: { siteName } }),
      field: 'values.siteName',
      values: NEVER,
    },
    {
      route: 'POST /api/admin/base/setting/update',
      body: (siteName) => ({ values: { siteName } }),
      field: 'siteName',
      values: [...NOT_TEXT, ...LINE_BREAKS],
    },
    {
      route: 'POST /api/admin/base/setting/update',
      body: (siteDescription) => ({ values: { siteDescription } }),
      field: 'siteDescription',
      values: NOT_TEXT,
    },
    {
      route: 'POST /api/admin/funds/credit/internal',
      body: (userId) => ({ userId, amount: 100, reason: 'Gift' }),
      field: 'userId',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/admin/funds/ledger/page',
      body: (userId) => ({ userId }),
      field: 'userId',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/app/withdraw/withdraw/check',
      body: (accountId) => ({ channelId: 1, amount: 10_000, accountId }),
      field: 'accountId',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/app/finance/invest/revoke',
      body: (investmentId) => ({ investmentId }),
      field: 'investmentId',
      values: BIG_IDS,
    },
    {
      route: 'POST /api/app/pay/comm/payment',
      body: (orderId) => ({ orderId }),
      field: 'orderId',
      values: BIG_IDS,
    },
    {
      route: 'GET /api/app/finance/proj/detail',
      query: (id) => ({ id }),
      field: 'id',
      values: ['2147483648', '9223372036854775808'],
    },
    {
      route: 'GET /api/app/recharge/recharge/sync_check',
      query: (orderId) => ({ orderId }),
      field: 'orderId',
      values: ['2147483648'],
    },
    {
      route: 'GET /api/app/cms/comm/newsDetail',
      query: (id) => ({ id }),
      field: 'id',
      values: ['2147483648'],
    },
  ];

  it.each(cases.map((c) => [`${c.route} ${c.field}`, c] as const))(
    '%s: refused with VALIDATION_FORMAT naming the field, nothing stored',
    async (_name, c) => {
      const [method, url] = c.route.split(' ');
      const before = await snapshot();
      for (const value of c.values) {
        const input = c.query ? { query: c.query(value as string) } : { body: c.body?.(value) };
        const res = await send(method, url, input);
        const { code, message } = res.body;
        expect({ value, status: res.status, code, message }).toEqual({
          value,
          status: 200,
          ...formatError(c.field),
        });
      }
      expect(changedTables(before, await snapshot())).toEqual([]);
    },
  );
});
