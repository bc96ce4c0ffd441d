import { ApiError } from '@club/contract/lib/envelope';
import { ErrorCode } from '@club/contract/lib/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, login, onLogout, post } from './client';
import { useSession } from './session';

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
const ok = (data: unknown) => reply({ code: 1000, data, message: 'ok' });
const tokens = { token: 'op-1', expire: 3600, refreshToken: 'r-1', refreshExpire: 7200 };
const headerOf = (name: string, call = 0) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);
const anything = { parse: (d: unknown) => d };

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  useSession.setState({ session: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('back-office client', () => {
  it('gives the data of code 1000, parsed with the schema of the call', async () => {
    fetchMock.mockResolvedValueOnce(ok({ n: '7' }));
    const schema = { parse: (d: unknown) => Number((d as { n: string }).n) };
    await expect(get('admin/x', { id: 1, empty: '' }, { schema })).resolves.toBe(7);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/x?id=1');
  });

  it('a business error keeps the server code and message; a body that is not an envelope is a fault', async () => {
    fetchMock.mockResolvedValueOnce(reply({ code: 1801, data: null, message: 'Not enough' }));
    await expect(post('admin/y')).rejects.toMatchObject({ code: 1801, message: 'Not enough', status: 200 });
    fetchMock.mockResolvedValueOnce(reply('<html></html>'));
    await expect(post('admin/y')).rejects.toMatchObject({ code: ErrorCode.INTERNAL });
  });

  it('signs in without a token, then sends the token and the Idempotency-Key it is given', async () => {
    fetchMock.mockResolvedValueOnce(ok(tokens)).mockResolvedValueOnce(ok(null));
    await login({ username: 'root', password: 'secret' });
    expect(headerOf('Authorization', 0)).toBeNull();
    await post('admin/finance/proj/revenue', { amount: 1 }, { idempotencyKey: 'k-1' });
    expect(headerOf('Authorization', 1)).toBe('op-1');
    expect(headerOf('Idempotency-Key', 1)).toBe('k-1');
  });

  it('a 401 ends the session that sent it; a refused sign-in has none to end', async () => {
    const listener = vi.fn();
    const stop = onLogout(listener);
    fetchMock.mockResolvedValueOnce(reply({ code: 1406, data: null, message: 'Wrong' }, 401));
    await expect(login({ username: 'root', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(listener).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(ok(tokens));
    await login({ username: 'root', password: 'secret' });
    fetchMock.mockResolvedValueOnce(reply({ code: 1105, data: null, message: 'Revoked' }, 401));
    await expect(get('admin/z', undefined, { schema: anything })).rejects.toMatchObject({
      code: 1105,
      status: 401,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(useSession.getState().session).toBeNull();
    stop();
  });
});
