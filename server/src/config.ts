import path from 'node:path';
import * as z from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
/** A flag that is on unless set to 0 or false. */
const flagOn = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: optionalText,
  SMS_HTTP_TOKEN: optionalText,
  ROOT_INVITE_CODE: optionalText,
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  /** Signs tokens and peppers pay passwords; when absent one is generated and kept in the database. */
  SECRET_KEY: optionalText,
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(7200),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(300)
    .default(30 * 86400),
  TEST_SEAMS: flag,
  CAPTCHA_FIXED_X: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(1000).optional(),
  ),
  TRUST_PROXY: flag,
  /** Seeds the demo club (PRODUCT.md §13) into a fresh database at start. */
  DEMO_SEED: flagOn,
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  ADMIN_DIST: z.string().default(path.resolve(import.meta.dirname, '../../admin/dist')),
  /** Where the server is reached from outside; providers call back to it. */
  PUBLIC_URL: optionalText,
  PAY_DZD_URL: optionalText,
  PAY_EGP_URL: optionalText,
  PAY_REVOLUT_URL: optionalText,
  PAY_DZD_SECRET: optionalText,
  PAY_EGP_SECRET: optionalText,
  PAY_REVOLUT_SECRET: optionalText,
  PAY_TRON_SECRET: optionalText,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  sms: { provider: 'console' | 'http'; httpUrl?: string; httpToken?: string };
  rootInviteCode?: string;
  admin: { username?: string; password?: string };
  secretKey?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  testSeams: boolean;
  captchaFixedX?: number;
  trustProxy: boolean;
  demoSeed: boolean;
  webDist: string;
  /** The built back office, served at `/admin/`. */
  adminDist: string;
  paySecrets: Partial<Record<'dzd' | 'egp' | 'revolut' | 'tron', string>>;
  /** Payment-request endpoints of the gateway providers (the adapters in front of them). */
  payGateways: Partial<Record<'dzd' | 'egp' | 'revolut', string>>;
  publicUrl: string;
};

/** Reads the environment once; fails loudly with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new Error('Invalid environment:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  }
  if (e.CAPTCHA_FIXED_X !== undefined && !e.TEST_SEAMS) {
    throw new Error('Invalid environment:\n  CAPTCHA_FIXED_X: honoured only with TEST_SEAMS=1');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    rootInviteCode: e.ROOT_INVITE_CODE,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    secretKey: e.SECRET_KEY,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    testSeams: e.TEST_SEAMS,
    captchaFixedX: e.CAPTCHA_FIXED_X,
    trustProxy: e.TRUST_PROXY,
    demoSeed: e.DEMO_SEED,
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    paySecrets: {
      dzd: e.PAY_DZD_SECRET,
      egp: e.PAY_EGP_SECRET,
      revolut: e.PAY_REVOLUT_SECRET,
      tron: e.PAY_TRON_SECRET,
    },
    payGateways: { dzd: e.PAY_DZD_URL, egp: e.PAY_EGP_URL, revolut: e.PAY_REVOLUT_URL },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
