import { isIP } from 'node:net';
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
/** Whole seconds in the environment, milliseconds in the config. */
const seconds = (fallback: number, min: number) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .default(fallback)
    .transform((s) => s * 1000);

/** The ranges proxy-addr (Fastify's `trustProxy`) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string) {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell us the client's address in `X-Forwarded-For`: off (`0` or unset), a number
 * of proxy hops in front of us, or the proxies' addresses and CIDR ranges. `true` is refused:
 * trusting every hop takes the first address of the header, which the client writes itself, so
 * each request could pick a new address and escape every per-IP limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === '0') return false;
    if (value === 'true' || value === 'false') {
      ctx.addIssue({
        code: 'custom',
        message:
          'give the number of proxies in front of the server (1 for one) or their addresses; ' +
          '`true` would trust every X-Forwarded-For hop, letting a client choose its own address',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, IP address or CIDR range: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  /**
   * `required`: an operator without a second factor may only enrol one; `off` (local development and
   * tests, never production): they work without one. Either way an enrolled operator gives a code.
   */
  OPERATOR_MFA: z.enum(['required', 'off']).default('required'),
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
  TRUST_PROXY: trustProxy,
  /** HSTS max-age in seconds; 0 sends no Strict-Transport-Security header. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),
  // Server timeouts (see README): the whole request with its body, its headers alone, an idle
  // socket, an idle keep-alive connection; and the number of open connections.
  REQUEST_TIMEOUT: seconds(120, 1),
  HEADERS_TIMEOUT: seconds(15, 1),
  IDLE_TIMEOUT: seconds(60, 1),
  KEEP_ALIVE_TIMEOUT: seconds(72, 1),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(4096),
  /** Mean event-loop delay (ms) above which requests are shed with 503 and readiness fails; 0: never. */
  MAX_EVENT_LOOP_DELAY: z.coerce.number().int().min(0).default(1000),
  /** On SIGTERM/SIGINT: how long readiness answers 503 before the listener closes, then the whole stop's bound. */
  SHUTDOWN_DRAIN_DELAY: z.coerce.number().min(0).max(60).default(1),
  SHUTDOWN_TIMEOUT: z.coerce.number().min(1).max(600).default(15),
  /** Opens `/metrics` to callers that send it as a bearer token; unset: `/metrics` is 404. */
  METRICS_TOKEN: optionalText,
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
  /** Whether an operator must have a second factor before anything but enrolling one. */
  operatorMfa: 'required' | 'off';
  accessTokenTtl: number;
  refreshTokenTtl: number;
  testSeams: boolean;
  captchaFixedX?: number;
  /** Off, a count of proxy hops, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** Seconds; 0: no HSTS header. */
  hstsMaxAge: number;
  /** Milliseconds each, and the connection cap, for the HTTP server. */
  server: {
    requestTimeout: number;
    headersTimeout: number;
    idleTimeout: number;
    keepAliveTimeout: number;
    maxConnections: number;
    /** Milliseconds; 0: never shed. */
    maxEventLoopDelay: number;
    /** Milliseconds each: readiness 503 before the listener closes, and the whole stop's bound. */
    drainDelay: number;
    shutdownTimeout: number;
  };
  metricsToken?: string;
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
  if (e.HEADERS_TIMEOUT > e.REQUEST_TIMEOUT) {
    throw new Error('Invalid environment:\n  HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT');
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
    operatorMfa: e.OPERATOR_MFA,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    testSeams: e.TEST_SEAMS,
    captchaFixedX: e.CAPTCHA_FIXED_X,
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    server: {
      requestTimeout: e.REQUEST_TIMEOUT,
      headersTimeout: e.HEADERS_TIMEOUT,
      idleTimeout: e.IDLE_TIMEOUT,
      keepAliveTimeout: e.KEEP_ALIVE_TIMEOUT,
      maxConnections: e.MAX_CONNECTIONS,
      maxEventLoopDelay: e.MAX_EVENT_LOOP_DELAY,
      drainDelay: e.SHUTDOWN_DRAIN_DELAY * 1000,
      shutdownTimeout: e.SHUTDOWN_TIMEOUT * 1000,
    },
    metricsToken: e.METRICS_TOKEN,
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
