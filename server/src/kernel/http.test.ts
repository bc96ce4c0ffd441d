import { ErrorCode } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { expectError, request } from '../test/client';
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

  const login = (body: object) => request(t, 'POST', '/api/app/user/login/login', { body });

  it('answers an unexpected fault with INTERNAL and nothing of the fault', async () => {
    const res = await request(t, 'GET', '/api/test/fault');
    expectError(res, 'INTERNAL', {});
    expect(res.body).toEqual({ code: ErrorCode.INTERNAL, data: null, message: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('refuses, in tests, an answer that breaks its contract', async () => {
    expectError(await request(t, 'GET', '/api/test/broken-answer'), 'INTERNAL');
  });

  it('tells a missing field from a malformed one by the input, whatever language zod speaks', async () => {
    z.config(z.locales.fr());
    try {
      const missing = await login({ areaCode: '1', phone: '2025550100' });
      expectError(missing, 'VALIDATION_REQUIRED', { field: 'password' });
      expectError(await login({ areaCode: '1', phone: '2025550100', password: 42 }), 'VALIDATION_FORMAT');
      const unknown = await login({
        areaCode: '1',
        phone: '2025550100',
        password: 'film-lover-42',
        extra: 1,
      });
      expectError(unknown, 'VALIDATION_UNKNOWN_FIELD');
    } finally {
      z.config(z.locales.en());
    }
  });
});
