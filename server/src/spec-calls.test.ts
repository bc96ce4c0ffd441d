import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from './test/harness';

/**
 * Every call of the specification's section 7 answers on its path. The calls are read from the
 * specification itself (beside the repository, as in CI), so a call it adds is checked the day it
 * is added. `app/…` is served under `/api/app/…`, `admin/…` under `/api/admin/…`, `open/…` under
 * `/api/open/…`.
 */
const SPEC = path.resolve(import.meta.dirname, '../../../shared/spec/000_c8394bac70b6a0cf.txt');

/**
 * Calls that belong to features still to come, each with why; a call listed here must still be
 * missing (the list is kept honest: build one and the test asks for it to leave the list).
 */
const PENDING: { note: string; calls: string[] }[] = [];

/** One call: a method and path, or a family of demo routes (any route under `prefix`). */
type Call = { method: string; url: string } | { method: string | undefined; prefix: string };

const apiPath = (specPath: string) => `/api/${specPath.replace(/\/$/, '')}`;

/** The calls of section 7, from its bullet lines. */
function specCalls(text: string): Call[] {
  const section = text.slice(text.indexOf('## 7. Calls'), text.indexOf('## 8.'));
  const [described, others] = section.split('Other calls:');
  const calls: Call[] = [];
  // The described calls name each method and path in passing ("… (GET app/user/login/refreshToken)").
  for (const m of described.matchAll(/\b(GET|POST) ((?:app|admin)\/[\w/]+)/g)) {
    calls.push({ method: m[1], url: apiPath(m[2]) });
  }
  for (const line of others.split('\n').filter((l) => l.startsWith('- '))) {
    let rest = line.slice(line.indexOf(':') + 1);
    const demo = rest.match(/(open\/demo)\/\* sample endpoints \(([^)]+)\)/);
    if (demo) {
      for (const name of demo[2].split(/,\s*/)) {
        calls.push({ method: undefined, prefix: `${apiPath(demo[1])}/${name}/` });
      }
      // "plus an rpc test POST": the specification names no path, so any POST of the rpc sample.
      if (/an rpc test POST/.test(rest)) calls.push({ method: 'POST', prefix: `${apiPath(demo[1])}/rpc/` });
      continue;
    }
    // "Provider callbacks for dzd, egp, … (POST transfer/notify and gather/notify)", beside the
    // module's other calls (app/pay/comm/ → app/pay/<provider>/…).
    const callbacks = rest.match(/Provider callbacks for ([^(]+)\((GET|POST) ([^)]+)\)/);
    if (callbacks) {
      const module = (rest.match(/\b(?:app|admin)\/\w+\//) ?? [''])[0];
      for (const provider of callbacks[1].trim().split(/,\s*|\s+and\s+/)) {
        for (const action of callbacks[3].split(/\s+and\s+/)) {
          calls.push({ method: callbacks[2], url: apiPath(`${module}${provider}/${action}`) });
        }
      }
      rest = rest.replace(callbacks[0], '');
    }
    // "GET app/x/y/ a, b. POST c" or "POST app/x/y/z, GET w": a method holds until the next one, a
    // path ending in `/` is the prefix of the bare names after it, a full path sets its own prefix.
    let method = '';
    let prefix = '';
    for (const m of rest.matchAll(/\b(GET|POST)\b|\b((?:app|admin)\/[\w/]*)|\b([A-Za-z_]\w*)/g)) {
      if (m[1]) method = m[1];
      else if (m[2]?.endsWith('/')) prefix = m[2];
      else if (m[2]) {
        calls.push({ method, url: apiPath(m[2]) });
        prefix = m[2].slice(0, m[2].lastIndexOf('/') + 1);
      } else if (m[3]) calls.push({ method, url: apiPath(`${prefix}${m[3]}`) });
    }
  }
  return calls;
}

const nameOf = (c: Call) => ('url' in c ? `${c.method} ${c.url}` : `${c.method ?? 'any'} ${c.prefix}*`);

describe.each(DIALECTS)('the specification’s calls (%s)', (dialect) => {
  let t: TestApp;
  const calls = specCalls(fs.readFileSync(SPEC, 'utf8'));
  const pending = new Map(PENDING.flatMap((group) => group.calls.map((call) => [call, group.note])));
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The registered routes a call names: one for a method and path, every one of a demo family. */
  const routesOf = (call: Call) =>
    t.routes.filter((r) =>
      'url' in call
        ? r.method === call.method && r.url === call.url
        : r.url.startsWith(call.prefix) && (call.method === undefined || r.method === call.method),
    );

  it('reads every call of section 7', () => {
    const names = calls.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      'GET /api/app/user/login/refreshToken',
      'GET /api/app/dict/info/types',
      'POST /api/app/user/login/logout',
      'GET /api/app/film/focus/follow',
      'POST /api/app/withdraw/withdraw/check',
      'POST /api/app/pay/revolut/transfer/notify',
      'GET /api/app/base/comm/eps',
      'any /api/open/demo/transaction/*',
      'POST /api/open/demo/rpc/*',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.filter((n) => n.includes('/api/open/demo/'))).toHaveLength(11);
    expect(names.length).toBeGreaterThan(90);
  });

  it('registers every call that no pending feature owns, with its method', () => {
    const missing = calls.filter((c) => !pending.has(nameOf(c)) && routesOf(c).length === 0).map(nameOf);
    expect(missing).toEqual([]);
  });

  it('keeps the pending list honest: each pending call is in the specification and still missing', () => {
    const names = new Set(calls.map(nameOf));
    for (const [name, note] of pending) {
      expect(names.has(name), `${name} is not a call of section 7`).toBe(true);
      const [method, url] = name.split(' ');
      expect(routesOf({ method, url }), `${name} exists now: take it off the pending list (${note})`).toEqual(
        [],
      );
    }
  });

  it('answers every registered call on its path (not 404)', async () => {
    const wrong: string[] = [];
    for (const route of calls.flatMap(routesOf)) {
      const res = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url });
      if (res.statusCode === 404) wrong.push(`${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  });
});
