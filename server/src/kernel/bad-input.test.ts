import { ErrorCode, ROW_ID_MAX } from '@club/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectOk,
  type Method,
  operatorToken,
  projectBody,
  providerCallback,
  registerMember,
  request,
} from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { errorBody } from './http';

/**
 * Input no route may store or choke on: NUL (PostgreSQL refuses it in text, which used to answer 500),
 * bidi overrides (a nickname that displays as something else in the back office), control characters
 * and line breaks in one-line fields, ids past PostgreSQL's `integer`. Most of the matrix is read from
 * the OpenAPI document, so a new route is covered the day it is added.
 */

/** Fields the back office edits in a text area (or that hold HTML): they keep LF and TAB. */
const MULTI_LINE = new Set([
  'POST /api/admin/cms/content/add texts.*.summary',
  'POST /api/admin/cms/content/add texts.*.body',
  'POST /api/admin/cms/content/update texts.*.summary',
  'POST /api/admin/cms/content/update texts.*.body',
  'POST /api/admin/finance/proj/add texts.*.description',
  'POST /api/admin/finance/proj/add texts.*.riskText',
  'POST /api/admin/finance/proj/update texts.*.description',
  'POST /api/admin/finance/proj/update texts.*.riskText',
  'POST /api/admin/message/announcement/add body',
  'POST /api/app/chat/comm/send body',
  'POST /api/admin/chat/service/reply body',
  'POST /api/admin/finance/marketing/contribute memo',
  'POST /api/admin/chat/room/add announcement',
  'POST /api/admin/chat/room/add rules',
  'POST /api/admin/chat/room/update announcement',
  'POST /api/admin/chat/room/update rules',
  'POST /api/admin/chat/ban/add reason',
  ...[
    'recharge/order/reject',
    'withdraw/order/approve',
    'withdraw/order/reject',
    'bank/card/verify',
    'bank/card/reject',
    'member/user/ban',
    'member/user/unban',
  ].map((route) => `POST /api/admin/${route} reason`),
]);

/** Refused in every string; the kernel refuses them before any schema runs. */
const NEVER = ['a\u0000b', 'a\u202eb', 'a\u2066b'];
/** Refused by the contract's text rule in every field. */
const NOT_TEXT = ['a\u0007b', 'a\u007fb', 'a\u0085b', 'a\rb'];
/** Refused in one-line fields only. */
const LINE_BREAKS = ['a\r\nb', 'a\nb', 'a\tb', 'a\u2028b'];

type JsonNode = {
  type?: string | string[];
  properties?: Record<string, JsonNode>;
  additionalProperties?: JsonNode | boolean;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  allOf?: JsonNode[];
  enum?: unknown[];
  pattern?: string;
  maximum?: number;
};
type Operation = {
  requestBody?: { content?: { 'application/json'?: { schema: JsonNode } } };
  parameters?: { in: string; name: string; schema: JsonNode }[];
};
/** One scalar a request carries: where (`body` or `query`), its path, and its JSON schema. */
type Leaf = {
  route: string;
  method: string;
  url: string;
  where: 'body' | 'query';
  path: string[];
  node: JsonNode;
};

/** Scalars under a schema; a record's values sit under the key `*`. */
function scalars(node: JsonNode | undefined, path: string[], out: { path: string[]; node: JsonNode }[]) {
  if (!node) return out;
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) scalars(branch, path, out);
  if (node.properties || node.type === 'object') {
    for (const [key, child] of Object.entries(node.properties ?? {})) scalars(child, [...path, key], out);
    if (typeof node.additionalProperties === 'object')
      scalars(node.additionalProperties, [...path, '*'], out);
  } else if (node.type === 'array') {
    scalars(node.items, [...path, '0'], out);
  } else if (node.type === 'string' || node.type === 'integer' || node.type === 'number') {
    out.push({ path, node });
  }
  return out;
}

function leavesOf(doc: { paths: Record<string, Record<string, Operation>> }): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const at = (where: 'body' | 'query', found: { path: string[]; node: JsonNode }[]) =>
        found.map((f) => ({ ...f, method, url, where, route: `${method} ${url} ${f.path.join('.')}` }));
      leaves.push(...at('body', scalars(op.requestBody?.content?.['application/json']?.schema, [], [])));
      for (const p of op.parameters ?? [])
        if (p.in === 'query') leaves.push(...at('query', scalars(p.schema, [p.name], [])));
    }
  }
  return leaves;
}

/** Would the schema take this string? Enums take only their values; patterns must all match. */
function accepts(node: JsonNode, value: string): boolean {
  if (node.enum) return node.enum.includes(value);
  const patterns = [node.pattern, ...(node.allOf ?? []).map((n) => n.pattern)].filter((p) => p !== undefined);
  return patterns.every((p) => new RegExp(p).test(value));
}

/** A body holding `value` at `path` (records get the key `en`, a language every text record takes). */
function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') return [bodyWith(rest, value)];
  return { [head === '*' ? 'en' : head]: bodyWith(rest, value) };
}
const fieldOf = (path: string[]) => path.map((p) => (p === '*' ? 'en' : p)).join('.');

const formatError = (field: string) => ({
  code: ErrorCode.VALIDATION_FORMAT,
  message: errorBody('en', 'VALIDATION_FORMAT', { field }).message,
});

describe.each(DIALECTS)('bad input (%s)', (dialect) => {
  let t: TestApp;
  let leaves: Leaf[];
  let member: string;
  let operator: string;
  const SECRET = 'dzd-secret';

  beforeAll(async () => {
    t = await createTestApp(dialect, { PAY_DZD_SECRET: SECRET });
    leaves = leavesOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    member = (await registerMember(t)).tokens.token;
    operator = await operatorToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every row of every table, by table: what a refused request must leave as it was. */
  async function snapshot(): Promise<Record<string, string>> {
    const tables =
      t.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)
        : await sql<{
            name: string;
          }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(t.db);
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      out[name] = JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(t.db)).rows);
    }
    return out;
  }
  const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
    Object.keys(after).filter((name) => before[name] !== after[name]);

  function tokenFor(method: string, url: string) {
    const route = t.routes.find((r) => r.method === method && r.url === url);
    const auth =
      route?.auth ??
      (url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/app/') ? 'member' : 'public');
    return auth === 'admin' ? operator : auth === 'member' ? member : undefined;
  }

  const send = (method: string, url: string, input: { body?: unknown; query?: Record<string, string> }) =>
    request(t, method as Method, url, {
      ...input,
      token: tokenFor(method, url),
      lang: 'en',
      idempotencyKey: 'bad-input',
    });

  it('reads the request schemas of the route table', () => {
    const routes = new Set(leaves.map((l) => `${l.method} ${l.url}`));
    // Spot checks that the document really is the route table: member, operator and public routes.
    for (const route of [
      'POST /api/app/user/info/updatePerson',
      'POST /api/admin/base/open/login',
      'POST /api/app/bank/card/add',
      'GET /api/app/finance/proj/detail',
    ]) {
      expect(routes).toContain(route);
    }
    for (const route of MULTI_LINE) expect(leaves.map((l) => l.route)).toContain(route);
  });

  it('every string a request schema takes refuses control characters and bidi overrides, and line breaks outside multi-line fields', () => {
    const wrong: string[] = [];
    for (const leaf of leaves.filter((l) => l.node.type === 'string')) {
      const multiLine = MULTI_LINE.has(leaf.route);
      const refused = [...NEVER, ...NOT_TEXT, ...(multiLine ? [] : LINE_BREAKS)];
      for (const value of refused)
        if (accepts(leaf.node, value)) wrong.push(`${leaf.route} takes ${JSON.stringify(value)}`);
      if (multiLine && !accepts(leaf.node, 'one\n\ttwo')) wrong.push(`${leaf.route} refuses a line break`);
    }
    expect(wrong).toEqual([]);
  });

  it('every id a request schema takes stops at PostgreSQL integer, and every other number is bounded', () => {
    const wrong: string[] = [];
    for (const leaf of leaves.filter((l) => l.node.type === 'integer' || l.node.type === 'number')) {
      const name = leaf.path.at(-1) ?? '';
      const max = leaf.node.maximum ?? Number.POSITIVE_INFINITY;
      if ((name === 'id' || name.endsWith('Id')) && max > ROW_ID_MAX)
        wrong.push(`${leaf.route} up to ${max}`);
      if (max >= Number.MAX_SAFE_INTEGER) wrong.push(`${leaf.route} unbounded`);
    }
    expect(wrong).toEqual([]);
  });

  it('NUL or a bidi override in any string of any route answers VALIDATION_FORMAT naming the field and stores nothing', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const leaf of leaves.filter((l) => l.node.type === 'string')) {
      for (const value of NEVER) {
        const input =
          leaf.where === 'query'
            ? { query: { [leaf.path[0]]: value } }
            : { body: bodyWith(leaf.path, value) };
        const res = await send(leaf.method, leaf.url, input);
        const expected = formatError(fieldOf(leaf.path));
        if (res.status !== 200 || res.body.code !== expected.code || res.body.message !== expected.message) {
          wrong.push(
            `${leaf.route} ${JSON.stringify(value)}: ${res.status} ${res.body.code} ${res.body.message}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  /**
   * Routes the outside probe named, with an otherwise valid input, so the schema's own rule is what
   * refuses: `bad` goes into the field at `path`; `field` is the name the answer gives when it is not
   * the path (settings are checked by key).
   */
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

  it('multi-line fields keep their line breaks and tabs', async () => {
    const res = await send('POST', '/api/admin/cms/content/add', {
      body: {
        kind: 'news',
        texts: { en: { title: 'Two lines', summary: 'one\ntwo', body: '<p>a</p>\n\t<p>b</p>' } },
      },
    });
    expectOk(res);
    const text = await t.db
      .selectFrom('content_texts')
      .select(['summary', 'body'])
      .where('title', '=', 'Two lines')
      .executeTakeFirstOrThrow();
    expect(text).toEqual({ summary: 'one\ntwo', body: '<p>a</p>\n\t<p>b</p>' });
  });

  it('a signed payment callback with an order id past integer range, or NUL in its text, is refused and recorded nowhere', async () => {
    const order = (id: string) =>
      `{"orderId":${id},"providerTxnId":"tx-${id.replace(/\W/g, '')}","amount":1000,"currency":"DZD","status":"paid"}`;
    const raws = [
      order('9223372036854775808'),
      order('"9223372036854775808"'),
      order('2147483648'),
      order('"2147483648"'),
      '{"orderId":1,"providerTxnId":"tx\\u0000","amount":1000,"currency":"DZD","status":"paid"}',
      '{"orderId":1,"providerTxnId":"tx\\u202e","amount":1000,"currency":"DZD","status":"paid"}',
    ];
    const before = await snapshot();
    for (const raw of raws) {
      for (const direction of ['gather', 'transfer'] as const) {
        const res = await providerCallback(t, { provider: 'dzd', direction }, raw, SECRET, {
          headers: { 'accept-language': 'en' },
        });
        expect({ raw, direction, status: res.status, ...res.body }).toMatchObject({
          raw,
          direction,
          status: 200,
          ...formatError('body'),
        });
      }
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
  });
});
