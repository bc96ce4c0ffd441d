import { describe, expect, it, vi } from 'vitest';
import { ApiError, answered, ClientCode, type EnvelopeText, openEnvelope } from './envelope';
import { ErrorCode } from './errors';

const TEXTS: Record<EnvelopeText, string> = {
  serviceAbnormality: 'service abnormality',
  authRequired: 'sign in again',
  unknown: 'unknown fault',
};
const text = (name: EnvelopeText) => TEXTS[name];

const open = (status: number, body: unknown, extra: Partial<Parameters<typeof openEnvelope>[1]> = {}) =>
  openEnvelope({ status, body, url: '/api/x' }, { text, ...extra });

const envelope = (code: number, data: unknown = null, message = 'm') => ({ code, data, message });

describe('openEnvelope', () => {
  it('gives the data of code 1000', async () => {
    await expect(open(200, envelope(1000, { a: 1 }))).resolves.toEqual({ a: 1 });
  });

  it('parses the data with a schema, or a loader of one; data the schema refuses is a fault', async () => {
    const schema = { parse: (d: unknown) => Number(d) };
    await expect(open(200, envelope(1000, '7'), { schema })).resolves.toBe(7);
    await expect(open(200, envelope(1000, '8'), { schema: async () => schema })).resolves.toBe(8);
    const strict = {
      parse: () => {
        throw new Error('invalid');
      },
    };
    await expect(open(200, envelope(1000, 'x'), { schema: strict })).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      message: 'unknown fault',
      status: 200,
    });
  });

  it('a business error is HTTP 200 with its own code and the server message', async () => {
    const error = await open(200, envelope(1406, null, 'Wrong phone or password')).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1406, message: 'Wrong phone or password', status: 200 });
  });

  it('a 200 body that is not an envelope is a fault', async () => {
    await expect(open(200, undefined)).rejects.toMatchObject({
      code: ErrorCode.INTERNAL,
      message: 'service abnormality',
    });
    await expect(open(200, { data: 1 })).rejects.toMatchObject({ code: ErrorCode.INTERNAL });
  });

  it('401 ends the session before failing, with the server code or AUTH_REQUIRED', async () => {
    const onSessionEnd = vi.fn();
    await expect(open(401, envelope(1103, null, 'expired'), { onSessionEnd })).rejects.toMatchObject({
      code: 1103,
      message: 'expired',
      status: 401,
    });
    await expect(open(401, undefined, { onSessionEnd })).rejects.toMatchObject({
      code: ErrorCode.AUTH_REQUIRED,
      message: 'sign in again',
    });
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
  });

  it('404 names the address; any other status is the service-abnormality message', async () => {
    await expect(open(404, undefined)).rejects.toMatchObject({ code: 404, message: '[404] /api/x' });
    for (const status of [400, 403, 500, 502, 503]) {
      await expect(open(status, envelope(1007))).rejects.toMatchObject({
        code: status,
        message: 'service abnormality',
        status,
      });
    }
  });
});

describe('answered', () => {
  it('is true only for a business error the server answered', () => {
    expect(answered(new ApiError(ErrorCode.INSUFFICIENT_BALANCE, 'no', 200))).toBe(true);
    expect(answered(new ApiError(ErrorCode.IDEMPOTENCY_IN_PROGRESS, 'wait', 200))).toBe(false);
    expect(answered(new ApiError(ErrorCode.INTERNAL, 'fault', 200))).toBe(false);
    expect(answered(new ApiError(502, 'bad gateway', 502))).toBe(false);
    expect(answered(new ApiError(ClientCode.TIMEOUT, 'timeout'))).toBe(false);
    expect(answered(new Error('other'))).toBe(false);
  });
});
