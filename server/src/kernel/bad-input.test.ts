import { ROW_ID_MAX } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accepts,
  bodyWith,
  fieldOf,
  formatError,
  type Leaf,
  LINE_BREAKS,
  leavesOf,
  MULTI_LINE,
  NEVER,
  NOT_TEXT,
  SECRET,
  useBadInputApp,
} from '../test/bad-input-matrix';
import { expectOk, providerCallback } from '../test/client';
import { DIALECTS, type TestApp } from '../test/harness';

/**
 * Input no route may store or choke on: NUL (PostgreSQL refuses it in text, which used to answer 500),
 * bidi overrides (a nickname that displays as something else in the back office), control characters
 * and line breaks in one-line fields, ids past PostgreSQL's `integer`. Most of the matrix is read from
 * the OpenAPI document, so a new route is covered the day it is added.
 */

describe.each(DIALECTS)('bad input (%s)', (dialect) => {
  const { app, snapshot, changedTables, send } = useBadInputApp(dialect);
  let t: TestApp;
  let leaves: Leaf[];
  beforeAll(async () => {
    ({ t } = app);
    leaves = leavesOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
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
