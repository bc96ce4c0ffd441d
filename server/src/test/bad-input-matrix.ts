import { ErrorCode } from '@club/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../db';
import { errorBody } from '../kernel/http';
import { type Method, operatorToken, registerMember, request } from './client';
import { createTestApp, type TestApp } from './harness';

/**
 * What the bad-input tests (`bad-input.test.ts`, `bad-input-cases.test.ts`) refuse, and how they read
 * the request schemas of the OpenAPI document into the fields they try.
 */

/** Fields the back office edits in a text area (or that hold HTML): they keep LF and TAB. */
export const MULTI_LINE = new Set([
  'POST /api/admin/cms/content/add texts.*.summary',
  'POST /api/admin/cms/content/add texts.*.body',
  'POST /api/admin/cms/content/update texts.*.summary',
  'POST /api/admin/cms/content/update texts.*.body',
  'POST /api/admin/finance/proj/add texts.*.description',
  'POST /api/admin/finance/proj/add texts.*.riskText',
  'POST /api/admin/finance/proj/update texts.*.description',
  'POST /api/admin/finance/proj/update texts.*.riskText',
  'POST /api/admin/message/announcement/add texts.*.body',
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
    ...[
      'funds/credit',
      'funds/award',
      'finance/marketing',
      'base/role/add',
      'base/role/update',
      'base/operator/grant',
      'base/setting/update',
      'base/operator/reset-factor',
    ].map((request) => `${request}/reject`),
  ].map((route) => `POST /api/admin/${route} reason`),
]);

/** Refused in every string; the kernel refuses them before any schema runs. */
export const NEVER = ['a\u0000b', 'a\u202eb', 'a\u2066b'];
/** Refused by the contract's text rule in every field. */
export const NOT_TEXT = ['a\u0007b', 'a\u007fb', 'a\u0085b', 'a\rb'];
/** Refused in one-line fields only. */
export const LINE_BREAKS = ['a\r\nb', 'a\nb', 'a\tb', 'a\u2028b'];

export type JsonNode = {
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
export type Operation = {
  requestBody?: { content?: { 'application/json'?: { schema: JsonNode } } };
  parameters?: { in: string; name: string; schema: JsonNode }[];
};
/** One scalar a request carries: where (`body` or `query`), its path, and its JSON schema. */
export type Leaf = {
  route: string;
  method: string;
  url: string;
  where: 'body' | 'query';
  path: string[];
  node: JsonNode;
};

/** Scalars under a schema; a record's values sit under the key `*`. */
export function scalars(
  node: JsonNode | undefined,
  path: string[],
  out: { path: string[]; node: JsonNode }[],
) {
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

export function leavesOf(doc: { paths: Record<string, Record<string, Operation>> }): Leaf[] {
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
export function accepts(node: JsonNode, value: string): boolean {
  if (node.enum) return node.enum.includes(value);
  const patterns = [node.pattern, ...(node.allOf ?? []).map((n) => n.pattern)].filter((p) => p !== undefined);
  return patterns.every((p) => new RegExp(p).test(value));
}

/** A body holding `value` at `path` (records get the key `en`, a language every text record takes). */
export function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') return [bodyWith(rest, value)];
  return { [head === '*' ? 'en' : head]: bodyWith(rest, value) };
}
export const fieldOf = (path: string[]) => path.map((p) => (p === '*' ? 'en' : p)).join('.');

export const formatError = (field: string) => ({
  code: ErrorCode.VALIDATION_FORMAT,
  message: errorBody('en', 'VALIDATION_FORMAT', { field }).message,
});

/** The DZD provider's secret in the bad-input tests' app. */
export const SECRET = 'dzd-secret';

/**
 * One app per `describe` for the bad-input tests, with a member and an operator signed in (`app` is
 * filled in by the time the tests run), and the helpers that send a request as whoever its route wants
 * and tell which tables it changed.
 */
export function useBadInputApp(dialect: DialectName) {
  const app = {} as { t: TestApp; member: string; operator: string };
  beforeAll(async () => {
    const t = await createTestApp(dialect, { PAY_DZD_SECRET: SECRET });
    Object.assign(app, {
      t,
      member: (await registerMember(t)).tokens.token,
      operator: await operatorToken(t),
    });
  });
  afterAll(async () => {
    await app.t.close();
  });

  /** Every row of every table, by table: what a refused request must leave as it was. */
  async function snapshot(): Promise<Record<string, string>> {
    const { t } = app;
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
    const route = app.t.routes.find((r) => r.method === method && r.url === url);
    const auth =
      route?.auth ??
      (url.startsWith('/api/admin/') ? 'admin' : url.startsWith('/api/app/') ? 'member' : 'public');
    return auth === 'admin' ? app.operator : auth === 'member' ? app.member : undefined;
  }

  const send = (method: string, url: string, input: { body?: unknown; query?: Record<string, string> }) =>
    request(app.t, method as Method, url, {
      ...input,
      token: tokenFor(method, url),
      lang: 'en',
      idempotencyKey: 'bad-input',
    });

  return { app, snapshot, changedTables, send };
}
