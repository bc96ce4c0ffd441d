import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      sms: { provider: 'console' },
      testSeams: false,
      accessTokenTtl: 7200,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMS_PROVIDER: 'pigeon' })).toThrow(/PORT[\s\S]*SMS_PROVIDER/);
  });

  it('refuses the captcha seam unless test seams are on', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_X: '100' })).toThrow(/CAPTCHA_FIXED_X/);
    expect(loadConfig({ CAPTCHA_FIXED_X: '100', TEST_SEAMS: '1' }).captchaFixedX).toBe(100);
  });

  it('needs a gateway URL for the http SMS provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  it('seeds the demo club unless DEMO_SEED is 0 or false', () => {
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(loadConfig({ DEMO_SEED: 'false' }).demoSeed).toBe(false);
  });

  it('trusts X-Forwarded-For only from a counted or listed proxy, never from every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*letting a client choose/);
    expect(() => loadConfig({ TRUST_PROXY: 'false' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/33,proxy' })).toThrow(/10\.0\.0\.1\/33, proxy/);
  });

  it('reads server timeouts in seconds, the headers within the request', () => {
    expect(loadConfig({}).server).toEqual({
      requestTimeout: 120_000,
      headersTimeout: 15_000,
      idleTimeout: 60_000,
      keepAliveTimeout: 72_000,
      maxConnections: 4096,
      maxEventLoopDelay: 1000,
      drainDelay: 1000,
      shutdownTimeout: 15_000,
    });
    expect(
      loadConfig({ SHUTDOWN_DRAIN_DELAY: '0.25', SHUTDOWN_TIMEOUT: '30', MAX_EVENT_LOOP_DELAY: '0' }).server,
    ).toMatchObject({ drainDelay: 250, shutdownTimeout: 30_000, maxEventLoopDelay: 0 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: '0' })).toThrow(/SHUTDOWN_TIMEOUT/);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
    expect(loadConfig({ REQUEST_TIMEOUT: '30', HEADERS_TIMEOUT: '5' }).server).toMatchObject({
      requestTimeout: 30_000,
      headersTimeout: 5_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '10', HEADERS_TIMEOUT: '20' })).toThrow(/HEADERS_TIMEOUT/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });
});
