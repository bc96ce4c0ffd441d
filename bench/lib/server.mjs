// Starts and stops the Film Club server for the benchmarks: a free loopback port, a fresh data
// directory (or a database URL the caller prepared), the test seams on, and every stdout line kept
// so the caller can read SMS codes and count the server's warnings and errors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const CAPTCHA_X = 150;
export const ROOT_INVITE_CODE = 'BENCH234';
export const ADMIN = { username: 'bench-operator', password: 'bench-operator-pass' };

/** The other key of every money decision (four eyes): made by `secondOperatorToken`. */
export const SECOND_ADMIN = { username: 'bench-second', password: 'Quiet-Bench-Key-2026' };

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(prefix = 'film-club-bench-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The server's entry when a bench names none: `node --import tsx server/src/main.ts` (what `npx tsx`
 * does, minus the wrapper process, so the pid we signal is the server itself), or, with
 * `BENCH_SERVER=dist`, the compiled `server/dist/main.js` (build it first: `node
 * scripts/build-server.mjs`), which starts a few seconds sooner; the smoke runs use it.
 */
const DEFAULT_ENTRY =
  process.env.BENCH_SERVER === 'dist'
    ? ['--enable-source-maps', 'server/dist/main.js']
    : ['--import', 'tsx', 'server/src/main.ts'];

/**
 * Spawns the server (`DEFAULT_ENTRY`, or `entry`: node's arguments). Resolves once
 * GET /api/app/comm/comm/language answers.
 */
export async function startServer({
  dataDir,
  databaseUrl,
  extraEnv = {},
  readyTimeoutMs = 90_000,
  logFile,
  entry = DEFAULT_ENTRY,
}) {
  const port = await freePort();
  const env = { ...process.env };
  // Whatever the caller's shell has must not leak into the benchmark's server.
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'SECRET_KEY',
    'SMS_HTTP_URL',
    'SMS_HTTP_TOKEN',
    'WEB_DIST',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_SEAMS: '1',
    CAPTCHA_FIXED_X: String(CAPTCHA_X),
    RATE_LIMIT_SCALE: '100000',
    ROOT_INVITE_CODE,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The benchmark's operator signs in with the password alone (no authenticator app to ask).
    OPERATOR_MFA: 'off',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'console',
    DEMO_SEED: '0',
    ...extraEnv,
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? fs.createWriteStream(logFile) : undefined;
  const server = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited: false,
    exitCode: null,
    /** e164 → newest code the console SMS provider printed. */
    smsCodes: new Map(),
    /** pino lines at warn (40) and error/fatal (50+), and anything on stderr. */
    warnings: [],
    errors: [],
    stderr: [],
    tail: [],
  };
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      server.exited = true;
      server.exitCode = code ?? signal;
      resolve();
    });
  });
  server.exitedPromise = exited;

  const onLine = (line, stream) => {
    if (!line) return;
    log?.write(`${stream === 'stderr' ? '[stderr] ' : ''}${line}\n`);
    server.tail.push(line);
    if (server.tail.length > 50) server.tail.shift();
    const sms = line.match(/^\[sms\] to (\+\d+):.*?\b(\d{6})\b/);
    if (sms) {
      server.smsCodes.set(sms[1], sms[2]);
      return;
    }
    if (stream === 'stderr') {
      if (server.stderr.length < 200) server.stderr.push(line);
      return;
    }
    if (line.startsWith('{')) {
      try {
        const entry = JSON.parse(line);
        const bucket = entry.level >= 50 ? server.errors : entry.level >= 40 ? server.warnings : undefined;
        if (bucket) {
          bucket.count = (bucket.count ?? 0) + 1;
          if (bucket.length < 20) bucket.push(entry);
        }
      } catch {
        // not pino: ignore
      }
    }
  };
  for (const [stream, name] of [
    [child.stdout, 'stdout'],
    [child.stderr, 'stderr'],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      rest += chunk;
      const lines = rest.split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line, name);
    });
    stream.on('end', () => onLine(rest, name));
  }

  const deadline = Date.now() + readyTimeoutMs;
  while (true) {
    if (server.exited) {
      throw new Error(`server exited (${server.exitCode}) before it was ready:\n${server.tail.join('\n')}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}/api/app/comm/comm/language`, {
        signal: AbortSignal.timeout(2000),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopServer(server);
      throw new Error(`server not ready after ${readyTimeoutMs} ms:\n${server.tail.join('\n')}`);
    }
    await sleep(250);
  }
  server.close = () => stopServer(server);
  server.closeLog = () => new Promise((r) => (log ? log.end(r) : r()));
  return server;
}

/** SIGTERM (the server closes its pool and exits), then SIGKILL after a grace period. */
export async function stopServer(server, graceMs = 10_000) {
  if (!server || server.exited) return;
  server.child.kill('SIGTERM');
  const killed = await Promise.race([
    server.exitedPromise.then(() => false),
    sleep(graceMs).then(() => true),
  ]);
  if (killed && !server.exited) {
    server.child.kill('SIGKILL');
    await Promise.race([server.exitedPromise, sleep(5000)]);
  }
}

/** The newest SMS code for this number, waiting for the stdout line to arrive. */
export async function smsCodeFor(server, e164, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = server.smsCodes.get(e164);
    if (code) {
      server.smsCodes.delete(e164);
      return code;
    }
    if (server.exited) break;
    await sleep(50);
  }
  throw new Error(`no SMS code for ${e164} on the server's stdout`);
}

/** One JSON API call (`headers`: extra ones, e.g. Idempotency-Key); throws unless code is 1000. */
export async function api(server, method, url, { body, token, headers: extra } = {}) {
  const headers = { ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${url}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (envelope.code !== 1000) {
    throw new Error(`${method} ${url}: HTTP ${res.status}, code ${envelope.code}: ${envelope.message}`);
  }
  return envelope.data;
}

/**
 * Signs in the second operator, who approves what the first asks for (four eyes: a credit or a
 * budget top-up waits for a different operator). Made on first use with the first operator's own
 * role, as e2e/admin-api.ts does: a new role with a money permission would itself wait for a second
 * operator, and there is none yet, so the server makes the club's first one at once.
 */
export async function secondOperatorToken(server, adminToken) {
  const named = (username) =>
    api(server, 'POST', '/api/admin/base/operator/page', { token: adminToken, body: { username } });
  const known = (await named(SECOND_ADMIN.username)).list.some((o) => o.username === SECOND_ADMIN.username);
  if (!known) {
    const me = (await named(ADMIN.username)).list.find((o) => o.username === ADMIN.username);
    await api(server, 'POST', '/api/admin/base/operator/add', {
      token: adminToken,
      headers: { 'idempotency-key': `bench-second-${Date.now()}` },
      body: { ...SECOND_ADMIN, roleId: me.roleId },
    });
  }
  return (await api(server, 'POST', '/api/admin/base/open/login', { body: SECOND_ADMIN })).token;
}
