import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ErrorCode } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './test/client';
import { createTestApp, DIALECTS, type TestApp } from './test/harness';

const { LOGIN_FAILED, RATE_LIMITED } = ErrorCode;

/** A failed login's code from `socket` with `forwardedFor`: LOGIN_FAILED, or RATE_LIMITED once counted out. */
async function loginFrom(t: TestApp, socket: string, forwardedFor: string | undefined, n: number) {
  const res = await api(t).post(
    'user/login/login',
    { areaCode: '1', phone: `20255502${String(n).padStart(2, '0')}`, password: 'whatever1' },
    { ip: socket, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} },
  );
  return res.body.code;
}

describe.each(DIALECTS)('client address behind a proxy (%s)', (dialect) => {
  describe('TRUST_PROXY=1: one proxy in front', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { TRUST_PROXY: '1' }, 1);
    });
    afterAll(() => t.close());

    it('counts the address the proxy appended, whatever the client wrote before it', async () => {
      const codes: number[] = [];
      // The login allows 20 a minute per address; each request claims a new first address.
      for (let i = 0; i < 21; i++) {
        codes.push(await loginFrom(t, '10.0.0.2', `198.51.100.${i}, 203.0.113.9`, i));
      }
      expect(codes.slice(0, 20).every((c) => c === LOGIN_FAILED)).toBe(true);
      expect(codes[20]).toBe(RATE_LIMITED);
      // Another client behind the same proxy has a bucket of its own.
      expect(await loginFrom(t, '10.0.0.2', '198.51.100.1, 203.0.113.10', 21)).toBe(LOGIN_FAILED);
    });
  });

  describe('TRUST_PROXY as a list of proxy ranges', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { TRUST_PROXY: '10.0.0.0/8' }, 1);
    });
    afterAll(() => t.close());

    it('takes the first address from the right that is not a listed proxy, and ignores other peers', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) {
        codes.push(await loginFrom(t, '10.0.0.3', `198.51.100.${i}, 203.0.113.20, 10.1.1.1`, i));
      }
      expect(codes[19]).toBe(LOGIN_FAILED);
      expect(codes[20]).toBe(RATE_LIMITED);
      // A peer that is not a listed proxy is the client, whatever its header says.
      const direct: number[] = [];
      for (let i = 0; i < 21; i++) direct.push(await loginFrom(t, '192.0.2.7', `198.51.100.${i}`, i));
      expect(direct[20]).toBe(RATE_LIMITED);
    });
  });
});

/** A raw connection to 127.0.0.1, reporting what the server sent and when it closed the socket. */
function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);

// Socket behaviour of the HTTP server, the same on either database: SQLite only.
describe('server timeouts and connection cap', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { REQUEST_TIMEOUT: '2', HEADERS_TIMEOUT: '1', MAX_CONNECTIONS: '3' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers 408 and closes a request whose body trickles in a byte every 500 ms', async () => {
    const c = rawSocket(port);
    await c.connected;
    const started = Date.now();
    c.socket.write(
      'POST /api/app/user/login/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const drip = setInterval(() => c.socket.writable && c.socket.write('{'), 500);
    const closedAt = await within(c.closed, 6_000);
    clearInterval(drip);
    c.socket.destroy();
    expect(closedAt).not.toBe('timeout');
    // The 2 s request timeout, checked every 250 ms.
    expect((closedAt as number) - started).toBeLessThan(3_500);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes connections beyond the cap as they arrive', async () => {
    const held = [rawSocket(port), rawSocket(port), rawSocket(port)];
    await Promise.all(held.map((c) => c.connected));
    for (const c of held) c.socket.write('GET /api/app/comm/comm/language HTTP/1.1\r\n');
    const open = () => new Promise<number>((r) => t.app.server.getConnections((_e, n) => r(n)));
    while ((await open()) < 3) await new Promise((r) => setTimeout(r, 10));

    const extra = rawSocket(port);
    expect(await within(extra.closed, 1_000)).not.toBe('timeout');
    expect(extra.received()).toBe('');
    for (const c of held) expect(c.socket.destroyed).toBe(false);
    for (const c of held) c.socket.destroy();
  });
});

/** A built app's stand-in: a directory with an index.html. */
function distWith(title: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  return dir;
}

const PAGE =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob:;media-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

// Headers of the HTTP layer, the same on either database: SQLite only.
describe('browser security headers', () => {
  let t: TestApp;
  const dists = [distWith('member app'), distWith('back office')];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: dists[0], ADMIN_DIST: dists[1] });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dists) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  function expectCommon(headers: Record<string, unknown>) {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
  }

  it('gives the member app and the back office a script-from-self policy that forbids framing', async () => {
    for (const [url, title] of [
      ['/', 'member app'],
      ['/admin/', 'back office'],
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(title);
      expect(res.headers['content-security-policy']).toBe(PAGE);
      expectCommon(res.headers);
    }
  });

  it('lets nothing load or frame an API answer, refused ones included', async () => {
    const api = "default-src 'none';frame-ancestors 'none'";
    const ok = await get('/api/app/comm/comm/language');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-security-policy']).toBe(api);
    expectCommon(ok.headers);
    const refused = await get('/api/app/user/info/person');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe(api);
    expectCommon(refused.headers);
    // A data answer carries no headers that only a document reads.
    expect(ok.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(ok.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await get('/')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the API documentation under a policy of its own', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      PAGE.replace("img-src 'self' data: blob:", "img-src 'self' data:"),
    );
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
  });

  it('sends HSTS only when HSTS_MAX_AGE is set', async () => {
    const hsts = await createTestApp('sqlite', { HSTS_MAX_AGE: '31536000' });
    try {
      const res = await hsts.app.inject({ method: 'GET', url: '/api/app/comm/comm/language' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await hsts.close();
    }
  });
});

// Compression and caching (issue 17), the same on either database: SQLite only.
describe('compressed answers and cached assets', () => {
  let t: TestApp;
  const script = `export const film = ${JSON.stringify('The Long Take '.repeat(400))};\n`;
  const dist = distWith('member app');
  beforeAll(async () => {
    // What the build writes (`scripts/vite-precompress.ts`): a hashed asset with its compressed copies.
    fs.mkdirSync(path.join(dist, 'assets'));
    const asset = path.join(dist, 'assets', 'index-3f9a1c2e.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    // The service worker and the web app manifest (vite-plugin-pwa): unhashed, at the app's root.
    const worker = path.join(dist, 'sw.js');
    fs.writeFileSync(worker, script);
    fs.writeFileSync(`${worker}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Film Club"}');
    t = await createTestApp('sqlite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset precompressed, brotli first, and cached for a year as immutable', async () => {
    const br = await get('/assets/index-3f9a1c2e.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-3f9a1c2e.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-3f9a1c2e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never lets index.html be cached without asking', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never lets the service worker or the manifest be cached without asking', async () => {
    // A cached sw.js would keep every phone on the old build: the update check must reach us.
    const worker = await get('/sw.js', 'br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large API answer, and leaves a small one as it is', async () => {
    const big = await get('/api/app/comm/comm/phoneAreaCode', 'br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).code).toBe(1000);
    const small = await get('/api/app/comm/comm/language', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
