import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createTestApp, type TestApp } from '../test/harness';

describe('the HTTP kernel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    t.app.get('/api/test/fault', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    t.app.get(
      '/api/test/broken-answer',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: 'not a number' }) as unknown as { n: number },
    );
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

  it('answers an unexpected fault with INTERNAL and nothing of the fault', async () => {
    const { status, body } = await call('GET', '/api/test/fault');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 1007, data: null, message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('refuses, in tests, an answer that breaks its contract', async () => {
    const { status, body } = await call('GET', '/api/test/broken-answer');
    expect(status).toBe(500);
    expect(body.code).toBe(1007);
  });

  it('tells a missing field from a malformed one by the input, whatever language zod speaks', async () => {
    z.config(z.locales.fr());
    try {
      const missing = await call('POST', '/api/app/user/login/login', { areaCode: '1', phone: '2025550100' });
      expect(missing.body).toMatchObject({ code: 1002, message: expect.stringContaining('password') });
      const malformed = await call('POST', '/api/app/user/login/login', {
        areaCode: '1',
        phone: '2025550100',
        password: 42,
      });
      expect(malformed.body.code).toBe(1001);
      const unknown = await call('POST', '/api/app/user/login/login', {
        areaCode: '1',
        phone: '2025550100',
        password: 'film-lover-42',
        extra: 1,
      });
      expect(unknown.body.code).toBe(1003);
    } finally {
      z.config(z.locales.en());
    }
  });
});
