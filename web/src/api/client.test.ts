import { ErrorCode } from '@club/contract/lib/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { storage } from '../lib/storage';
import { download, get, logout, post, REQUEST_TIMEOUT_MS, resetClientState, upload } from './client';
import { ApiError, ClientCode } from './errors';
import { onLogout, reloadSession, setTokens, useSession } from './session';

const SERVICE_ABNORMALITY = 'Service abnormality, please contact customer service';

type Reply = { status?: number; body?: unknown; raw?: string };

function reply({ status = 200, body, raw }: Reply): Response {
  return new Response(raw ?? JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const logouts = vi.fn();

function headerOf(call: Parameters<typeof fetch>, name: string): string | undefined {
  return (call[1]?.headers as Record<string, string> | undefined)?.[name];
}

function urlOf(call: Parameters<typeof fetch>): string {
  return String(call[0]);
}

function logIn(token = 'tok-1', expire = 3600, refreshExpire = 7200) {
  setTokens({ token, expire, refreshToken: `refresh-of-${token}`, refreshExpire });
}

beforeAll(async () => {
  await initI18n('en');
  onLogout(logouts);
});

beforeEach(() => {
  localStorage.clear();
  reloadSession();
  resetClientState();
  fetchMock.mockReset();
  logouts.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = '#/pages/me/index';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('envelope (spec §8)', () => {
  it('HTTP 200 with code 1000 resolves with data', async () => {
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: { a: 1 }, message: 'ok' } }));
    await expect(get('/app/x')).resolves.toEqual({ a: 1 });
    expect(urlOf(fetchMock.mock.calls[0])).toBe('/api/app/x');
  });

  it('HTTP 200 with another code rejects with its code and message', async () => {
    fetchMock.mockResolvedValueOnce(
      reply({ body: { code: 1406, data: null, message: 'Wrong mobile number' } }),
    );
    await expect(post('/app/user/login/login', {})).rejects.toMatchObject({
      code: 1406,
      message: 'Wrong mobile number',
    });
  });

  it('HTTP 401 on the login page rejects with the message and keeps the session', async () => {
    logIn();
    window.location.hash = '#/pages/user/login';
    fetchMock.mockResolvedValueOnce(
      reply({ status: 401, body: { code: 1101, data: null, message: 'Authentication required' } }),
    );
    await expect(get('/app/x')).rejects.toMatchObject({ code: 1101, message: 'Authentication required' });
    expect(logouts).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok-1');
  });

  it('HTTP 401 elsewhere logs the user out', async () => {
    logIn();
    storage.set('userInfo', { id: 1 });
    fetchMock.mockResolvedValueOnce(
      reply({ status: 401, body: { code: 1103, data: null, message: 'Your login has expired' } }),
    );
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: null, message: 'ok' } })); // logout call
    await expect(get('/app/user/info/person')).rejects.toMatchObject({ code: 1103, status: 401 });
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ token: null, refreshToken: null, userInfo: null });
    for (const key of ['token', 'refreshToken', 'userInfo', 'token_deadtime', 'refreshToken_deadtime']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // logout told the server, with the token it had
    const logoutCall = fetchMock.mock.calls[1];
    expect(urlOf(logoutCall)).toBe('/api/app/user/login/logout');
    expect(headerOf(logoutCall, 'Authorization')).toBe('tok-1');
  });

  it('HTTP 502 rejects with the service-abnormality message', async () => {
    fetchMock.mockResolvedValueOnce(reply({ status: 502, raw: '<html>Bad gateway</html>' }));
    await expect(get('/app/x')).rejects.toMatchObject({ code: 502, message: SERVICE_ABNORMALITY });
  });

  it('HTTP 404 rejects with "[404] {url}"', async () => {
    fetchMock.mockResolvedValueOnce(reply({ status: 404, raw: 'Not found' }));
    await expect(get('/app/missing', { a: 1 })).rejects.toMatchObject({
      code: 404,
      message: '[404] /api/app/missing?a=1',
    });
  });

  it.each([400, 403, 500, 503])(
    'HTTP %i (other non-200) rejects with the same service message',
    async (status) => {
      fetchMock.mockResolvedValueOnce(reply({ status, body: { code: 1007, data: null, message: 'x' } }));
      await expect(get('/app/x')).rejects.toMatchObject({ code: status, message: SERVICE_ABNORMALITY });
    },
  );

  it('a network failure rejects with the error message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(get('/app/x')).rejects.toMatchObject({
      code: ClientCode.NETWORK,
      message: 'Failed to fetch',
    });
  });

  it('a request that takes longer than 60 000 ms fails with code 5', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = get('/app/slow');
    const settled = expect(pending).rejects.toMatchObject({ code: 5 });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await settled;
  });

  it('an aborted request fails with code 600003', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = get('/app/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 600003 });
  });

  it('HTTP 200 with a body that is not an envelope is a service fault', async () => {
    fetchMock.mockResolvedValueOnce(reply({ raw: '<html></html>' }));
    await expect(get('/app/x')).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      message: SERVICE_ABNORMALITY,
    });
  });

  it('sends Authorization and Accept-Language; POST sends a JSON body', async () => {
    logIn('tok-9');
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: null, message: 'ok' } }));
    await post('/app/user/info/updatePerson', { nickName: 'Ann' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/app/user/info/updatePerson');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ nickName: 'Ann' }));
    expect(headerOf(fetchMock.mock.calls[0], 'Authorization')).toBe('tok-9');
    expect(headerOf(fetchMock.mock.calls[0], 'Accept-Language')).toBe('en');
  });

  it('sends an Idempotency-Key only when one is given, on GET and POST alike', async () => {
    logIn();
    fetchMock.mockImplementation(async () => reply({ body: { code: 1000, data: null, message: 'ok' } }));
    await post('/app/recharge/recharge/submit', { amount: 1 }, { idempotencyKey: 'k-1' });
    await get('/app/x', undefined, { idempotencyKey: 'k-2' });
    await post('/app/bank/card/list');
    expect(headerOf(fetchMock.mock.calls[0], 'Idempotency-Key')).toBe('k-1');
    expect(headerOf(fetchMock.mock.calls[0], 'Content-Type')).toBe('application/json');
    expect(headerOf(fetchMock.mock.calls[0], 'Authorization')).toBe('tok-1');
    expect(headerOf(fetchMock.mock.calls[1], 'Idempotency-Key')).toBe('k-2');
    expect(headerOf(fetchMock.mock.calls[2], 'Idempotency-Key')).toBeUndefined();
  });

  it('keeps the Idempotency-Key when the call waits for a token refresh', async () => {
    logIn();
    storage.set('token', 'old', 0); // expired
    fetchMock
      .mockResolvedValueOnce(
        reply({
          body: {
            code: 1000,
            data: { token: 'new', expire: 3600, refreshToken: 'r2', refreshExpire: 7200 },
            message: 'ok',
          },
        }),
      )
      .mockResolvedValueOnce(reply({ body: { code: 1000, data: null, message: 'ok' } }));
    await post('/app/withdraw/withdraw/submit', {}, { idempotencyKey: 'k-9' });
    expect(urlOf(fetchMock.mock.calls[0])).toContain('refreshToken');
    expect(headerOf(fetchMock.mock.calls[1], 'Idempotency-Key')).toBe('k-9');
    expect(headerOf(fetchMock.mock.calls[1], 'Authorization')).toBe('new');
  });

  it('parses data with the schema it is given', async () => {
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: { n: '1' }, message: 'ok' } }));
    const schema = { parse: (d: unknown) => Number((d as { n: string }).n) };
    await expect(get('/app/x', undefined, { schema })).resolves.toBe(1);
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: 'bad', message: 'ok' } }));
    const strict = {
      parse: () => {
        throw new Error('invalid');
      },
    };
    await expect(get('/app/x', undefined, { schema: strict })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('upload', () => {
  type Listener = (() => void) | null;

  class FakeXhr {
    static last: FakeXhr;
    upload = { onprogress: null as Listener };
    onload: Listener = null;
    onerror: Listener = null;
    ontimeout: Listener = null;
    onabort: Listener = null;
    timeout = 0;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    url = '';
    constructor() {
      FakeXhr.last = this;
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {}
    abort() {
      this.onabort?.();
    }
  }

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('a network error fails with code 602001', async () => {
    const pending = upload('/app/comm/comm/upload', new Blob(['x']));
    await vi.waitFor(() => expect(FakeXhr.last?.url).toBe('/api/app/comm/comm/upload'));
    FakeXhr.last.onerror?.();
    await expect(pending).rejects.toMatchObject({ code: 602001 });
  });

  it('a timeout fails with code 5 and an abort with 600003', async () => {
    const slow = upload('/app/comm/comm/upload', new Blob(['x']));
    await vi.waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect(FakeXhr.last.timeout).toBe(REQUEST_TIMEOUT_MS);
    FakeXhr.last.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ code: 5 });

    const controller = new AbortController();
    const aborted = upload('/app/comm/comm/upload', new Blob(['x']), { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 600003 });
  });

  it('an answer goes through the same envelope rules', async () => {
    logIn('tok-u');
    const pending = upload('/app/comm/comm/upload', new Blob(['x']));
    await vi.waitFor(() => expect(FakeXhr.last.headers.Authorization).toBe('tok-u'));
    FakeXhr.last.status = 200;
    FakeXhr.last.responseText = JSON.stringify({
      code: 1000,
      data: { url: '/uploads/a.png' },
      message: 'ok',
    });
    FakeXhr.last.onload?.();
    await expect(pending).resolves.toEqual({ url: '/uploads/a.png' });
  });
});

describe('download', () => {
  it('returns the file with its token and its suggested name', async () => {
    logIn('tok-d');
    fetchMock.mockResolvedValueOnce(
      new Response('date,amount\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="statement-2026-01-01-2026-01-30.csv"',
        },
      }),
    );
    const file = await download('/app/funds/account_detail/statement', {
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(file.filename).toBe('statement-2026-01-01-2026-01-30.csv');
    expect(await file.blob.text()).toBe('date,amount\r\n');
    const call = fetchMock.mock.calls[0];
    expect(urlOf(call)).toBe('/api/app/funds/account_detail/statement?from=2026-01-01&to=2026-01-30');
    expect(headerOf(call, 'Authorization')).toBe('tok-d');
  });

  it('an envelope instead of a file fails with its code and message', async () => {
    fetchMock.mockResolvedValueOnce(
      reply({ body: { code: 1804, data: null, message: 'The date range is too long' } }),
    );
    await expect(download('/app/x')).rejects.toMatchObject({
      code: 1804,
      message: 'The date range is too long',
    });
    fetchMock.mockResolvedValueOnce(reply({ body: { code: 1000, data: null, message: 'ok' } }));
    await expect(download('/app/x')).rejects.toMatchObject({ message: SERVICE_ABNORMALITY });
  });

  it('a network failure rejects like any other call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(download('/app/x')).rejects.toMatchObject({ code: ClientCode.NETWORK });
  });
});

describe('token refresh queue (spec §4)', () => {
  function expireToken() {
    storage.set('token', 'old', 0); // deadline = now - 5 s: expired
  }

  it('three concurrent calls with an expired token: one refresh, all three sent with the new token', async () => {
    logIn('old');
    expireToken();
    let releaseRefresh: (r: Response) => void = () => {};
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith('/api/app/user/login/refreshToken')) {
        return new Promise((resolve) => {
          releaseRefresh = resolve;
        });
      }
      return Promise.resolve(reply({ body: { code: 1000, data: url, message: 'ok' } }));
    });

    const calls = [get('/app/a'), get('/app/b'), post('/app/c', {})];
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // While the refresh runs, nothing else has been sent.
    expect(urlOf(fetchMock.mock.calls[0])).toBe(
      '/api/app/user/login/refreshToken?refreshToken=refresh-of-old',
    );
    releaseRefresh(
      reply({
        body: {
          code: 1000,
          data: { token: 'new', expire: 3600, refreshToken: 'r2', refreshExpire: 7200 },
          message: '',
        },
      }),
    );
    await expect(Promise.all(calls)).resolves.toEqual(['/api/app/a', '/api/app/b', '/api/app/c']);

    const refreshCalls = fetchMock.mock.calls.filter((c) => urlOf(c).includes('refreshToken'));
    expect(refreshCalls).toHaveLength(1);
    const others = fetchMock.mock.calls.filter((c) => !urlOf(c).includes('refreshToken'));
    expect(others).toHaveLength(3);
    for (const call of others) expect(headerOf(call, 'Authorization')).toBe('new');
    expect(useSession.getState()).toMatchObject({ token: 'new', refreshToken: 'r2' });
    expect(storage.isExpired('token')).toBe(false);
  });

  it('a failed refresh logs out and sends none of the waiting calls', async () => {
    logIn('old');
    expireToken();
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.startsWith('/api/app/user/login/refreshToken')) {
        return Promise.resolve(
          reply({ status: 401, body: { code: 1104, data: null, message: 'Your login has expired' } }),
        );
      }
      return Promise.resolve(reply({ body: { code: 1000, data: null, message: 'ok' } }));
    });

    const results = await Promise.allSettled([get('/app/a'), get('/app/b'), get('/app/c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const sent = fetchMock.mock.calls.map(urlOf);
    expect(sent.filter((u) => u.includes('refreshToken'))).toHaveLength(1);
    expect(sent.filter((u) => ['/api/app/a', '/api/app/b', '/api/app/c'].includes(u))).toHaveLength(0);
    expect(logouts).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
  });

  it('an expired refresh token logs out without calling refresh', async () => {
    logIn('old');
    expireToken();
    storage.set('refreshToken', 'refresh-of-old', 0);
    fetchMock.mockImplementation(async () => reply({ body: { code: 1000, data: null, message: 'ok' } }));
    await expect(get('/app/a')).rejects.toMatchObject({ status: 401 });
    const sent = fetchMock.mock.calls.map(urlOf);
    expect(sent.some((u) => u.includes('refreshToken'))).toBe(false);
    expect(sent).not.toContain('/api/app/a');
    expect(logouts).toHaveBeenCalledTimes(1);
  });

  it('a valid token is used as is', async () => {
    logIn('fresh');
    fetchMock.mockResolvedValue(reply({ body: { code: 1000, data: 1, message: 'ok' } }));
    await get('/app/a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headerOf(fetchMock.mock.calls[0], 'Authorization')).toBe('fresh');
  });

  it('stores deadlines as the server lifetime minus 5 s', () => {
    const now = Date.now();
    vi.useFakeTimers({ now });
    logIn('t', 100, 1000);
    expect(storage.deadtime('token')).toBe(now + 95_000);
    expect(storage.deadtime('refreshToken')).toBe(now + 995_000);
  });

  it('logout clears the session even when the server call fails', async () => {
    logIn('t');
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await logout();
    expect(useSession.getState().token).toBeNull();
    expect(logouts).toHaveBeenCalledTimes(1);
  });
});
