import type { TAdminContentItem } from '@club/contract';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../db';
import { api, expectOk, operatorToken, request } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);

/**
 * One app per `describe` with an operator signed in (`app.token`; `app` is filled in by the time the
 * tests run), and the content calls the cms tests make, as that operator unless told.
 */
export function useContentApp(dialect: DialectName) {
  const app = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    app.t = await createTestApp(dialect);
    await signIn();
  });
  afterAll(() => app.t.close());

  /** A fresh operator token (tests that move the clock outlive the last one). */
  async function signIn() {
    app.token = await operatorToken(app.t);
  }

  const adminPost = <T = unknown>(action: string, body: object, as = app.token) =>
    request<T>(app.t, 'POST', `/api/admin/cms/content/${action}`, { token: as, body });
  const adminInfo = (id: number, as = app.token) =>
    request<TAdminContentItem>(app.t, 'GET', '/api/admin/cms/content/info', {
      token: as,
      query: { id: String(id) },
      lang: 'ar-EG',
    });
  /** A member app content call (public) in the reader's language. */
  const read = <T>(path: string, lang = 'en', query: Record<string, string> = {}) =>
    api(app.t).get<T>(`cms/comm/${path}`, { lang, query });
  const add = async (body: object) => expectOk(await adminPost<{ id: number }>('add', body)).id;
  async function published(body: object) {
    const id = await add(body);
    expectOk(await adminPost('publish', { id }));
    return id;
  }
  const operatorImage = async () =>
    (await app.t.services.uploads.saveImage(PNG, { kind: 'admin', id: 1 })).url;

  return { app, signIn, adminPost, adminInfo, read, add, published, operatorImage };
}
