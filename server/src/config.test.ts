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
});
