import { Writable } from 'node:stream';
import { ErrorCode, type TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSmsProvider } from '../modules/sms/providers';
import { api, expectOk, lastCode, PAY_PASSWORD, registerMember, solvedCaptcha } from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { loggerOptions } from './logger';

describe.each(DIALECTS)('log lines (%s)', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, 1000, undefined, { ...loggerOptions('trace'), stream });
  });
  afterAll(() => t.close());

  it('carry no token, refresh token, SMS code, captcha answer or password of a whole member flow', async () => {
    const client = api(t);
    const m = await registerMember(t);
    const smsCode = lastCode(t);
    const captcha = await solvedCaptcha(t);
    const login = await client.post<TTokens>('user/login/login', {
      areaCode: m.areaCode,
      phone: m.phone,
      password: m.password,
    });
    const refreshed = await client.call<TTokens>('GET', '/api/app/user/login/refreshToken', {
      query: { refreshToken: login.body.data.refreshToken },
    });
    const { token } = expectOk(refreshed);
    const set = await client.post(
      'user/info/setPayPassword',
      { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD },
      { token },
    );
    expectOk(set);
    const wrongPin = '975310';
    await client.post(
      'user/info/updatePayPassword',
      { oldPayPassword: wrongPin, payPassword: '864200', confirmPayPassword: '864200' },
      { token },
    );
    const wrongPassword = 'not-my-password-7';
    const failed = await client.post('user/login/login', {
      areaCode: m.areaCode,
      phone: m.phone,
      password: wrongPassword,
      ...captcha,
    });
    expect(failed.body.code).not.toBe(ErrorCode.SUCCESS);

    const texts = [
      m.tokens.token,
      m.tokens.refreshToken,
      login.body.data.token,
      login.body.data.refreshToken,
      token,
      refreshed.body.data.refreshToken,
      m.password,
      wrongPassword,
    ];
    // Six-digit secrets, not as a piece of a longer number (a timestamp, a response time).
    const digits = [smsCode, PAY_PASSWORD, wrongPin].map((d) => new RegExp(`(?<![\\d.])${d}(?![\\d.])`));
    for (const line of lines) {
      for (const text of texts) expect(line).not.toContain(text);
      for (const pattern of digits) expect(line).not.toMatch(pattern);
      expect(line).not.toContain('"captchaX"');
    }
    const parsed = lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    // The refresh request itself is logged, without the token that rode in its query string.
    expect(parsed.some((l) => l.req?.url === '/api/app/user/login/refreshToken')).toBe(true);
  });
});

describe('the console SMS provider', () => {
  it('prints plain lines, not log records', async () => {
    const printed: string[] = [];
    await consoleSmsProvider((line) => printed.push(line)).send('+12025550100', 'Your code is 123456');
    expect(printed).toEqual(['[sms] to +12025550100: Your code is 123456']);
    expect(() => JSON.parse(printed[0])).toThrow();
  });
});
