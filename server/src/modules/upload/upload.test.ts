import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type TAdminRechargeOrder, type TPaged, type TRechargeOrder } from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type Client,
  channelId,
  expectOk,
  freshKey,
  operatorApi,
  registerMember,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { multipartFile, uploadFile } from '../../test/multipart';

function pngBytes() {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(90);
  return PNG.sync.write(png);
}

describe.each(DIALECTS)('who may read an upload (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ops = await operatorApi(t);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const upload = async (token: string) =>
    expectOk(await uploadFile(t, token, { content: pngBytes(), name: 'receipt.png' })).url;

  /** A member's bank order with a receipt attached, as the member's own view returns it. */
  async function orderWithVoucher() {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const placed = await api(t).post<TRechargeOrder>(
      'recharge/recharge/submit',
      { channelId: await channelId(t, 'recharge_channels', 'bank'), amount: 20_000 },
      { token, idempotencyKey: freshKey() },
    );
    const orderId = expectOk(placed).id;
    const stored = await upload(token);
    const view = await api(t).post<TRechargeOrder>(
      'recharge/recharge/voucher',
      { orderId, url: stored },
      { token },
    );
    return { token, stored, orderId, signed: view.body.data.voucherUrl as string };
  }

  it('keeps a recharge voucher from anyone without a signed link', async () => {
    const { stored, signed } = await orderWithVoucher();
    expect(stored).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const anonymous = await get(stored);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    expect(anonymous.headers['content-security-policy']).toBe("default-src 'none'");

    expect(signed).toMatch(new RegExp(`^${stored}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const own = await get(signed);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it("gives the member's list and the operators' review queue links that work", async () => {
    const { token, orderId, stored } = await orderWithVoucher();
    const list = await api(t).get<{ list: TRechargeOrder[] }>('recharge/recharge/recharge', { token });
    const mine = list.body.data.list.find((o) => o.id === orderId)?.voucherUrl as string;
    expect((await get(mine)).statusCode).toBe(200);

    const page = await ops.post<TPaged<TAdminRechargeOrder>>('recharge/order/page', { state: 'waiting' });
    const order = expectOk(page).list.find((o) => o.id === orderId);
    expect(order?.voucherUrl?.startsWith(`${stored}?`)).toBe(true);
    expect((await get(order?.voucherUrl as string)).statusCode).toBe(200);
  });

  it('refuses a tampered, foreign or expired link exactly like a missing file', async () => {
    const { signed } = await orderWithVoucher();
    const other = await orderWithVoucher();
    const [path, query] = signed.split('?');
    const params = new URLSearchParams(query);
    const sig = params.get('sig') as string;
    const exp = Number(params.get('exp'));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    for (const url of [
      `${path}?exp=${exp}&sig=${flipped}`,
      `${path}?exp=${exp + 3600}&sig=${sig}`,
      `${path}?exp=${exp}`,
      `${path}?exp=soon&sig=${sig}`,
      // Another file's valid signature.
      `${path}?${other.signed.split('?')[1]}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get(signed)).statusCode).toBe(200);
    // Links last one to two hours.
    t.clock.advance(2 * 3600 + 1);
    expect((await get(signed)).statusCode).toBe(404);
  });

  it('makes a member upload public once it is their avatar; operator uploads are public', async () => {
    const m = await registerMember(t);
    const url = await upload(m.tokens.token);
    expect((await get(url)).statusCode).toBe(404);
    const set = await api(t).post('user/info/updatePerson', { avatar: url }, { token: m.tokens.token });
    expectOk(set);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");

    // A public file's name is never reused, so browsers and proxies may keep it.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const poster = await t.services.uploads.saveImage(pngBytes(), { kind: 'admin', id: 1 });
    expect((await get(poster.url)).statusCode).toBe(200);
  });

  it('refuses a file over the limit in force, whole, and keeps nothing of it', async () => {
    const m = await registerMember(t);
    const MiB = 1024 * 1024;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    /** A GIF of exactly `size` bytes: its header, then padding (GIFs get no copies). */
    const gif = (size: number) => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(size - 6)]);
    /**
     * Uploads over a real socket, the file up to the limit in one write and the rest in a later one,
     * as a network delivers it: the server reads the limit's last byte at the end of a read.
     */
    const send = async (size: number, limit = 5 * MiB) => {
      const form = multipartFile(gif(size), 'a.gif', 'image/gif');
      const boundary = form.contentType.split('boundary=')[1];
      // The part's head, then the file up to the limit: "\r\n--<boundary>--\r\n" closes the body.
      const cut = form.payload.length - size - (boundary.length + 8) + Math.min(size, limit);
      return new Promise<{ code: number; data: { url: string }; message: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/app/comm/comm/upload',
            headers: {
              authorization: m.tokens.token,
              'content-type': form.contentType,
              'content-length': form.payload.length,
            },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (c: Buffer) => chunks.push(c));
            answer.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString())));
          },
        );
        req.on('error', reject);
        req.write(form.payload.subarray(0, cut), () =>
          setTimeout(() => req.end(form.payload.subarray(cut)), 50),
        );
      });
    };
    const stored = async () => ({
      rows: Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
      files: fs.readdirSync(t.services.uploads.dir).length,
    });
    const tooLarge = (maxKb: number) => ({
      code: ErrorCode.UPLOAD_TOO_LARGE,
      message: `The file is too large (at most ${maxKb} KB)`,
    });

    const fits = await send(5 * MiB);
    expect(fits.code).toBe(ErrorCode.SUCCESS);
    const row = await t.db
      .selectFrom('uploads')
      .select('size')
      .where('file_name', '=', fits.data.url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
    expect(row.size).toBe(5 * MiB);
    const before = await stored();
    for (const size of [5 * MiB + 1, 5 * MiB + 64 * 1024]) {
      expect(await send(size), String(size)).toMatchObject(tooLarge(5120));
      expect(await stored(), String(size)).toEqual(before);
    }

    // The limit is the operator's setting at the time of the upload, not at the server's start.
    const admin = await operatorApi(t);
    const setLimit = (bytes: number) =>
      admin.post('base/setting/update', { values: { uploadMaxBytes: bytes } });
    expectOk(await setLimit(6 * MiB));
    expect((await send(5 * MiB + 1, 6 * MiB)).code).toBe(ErrorCode.SUCCESS);
    expectOk(await setLimit(MiB));
    const after = await stored();
    expect(await send(MiB + 1, MiB)).toMatchObject(tooLarge(1024));
    expect(await stored()).toEqual(after);
    expectOk(await admin.post('base/setting/update', { reset: ['uploadMaxBytes'] }));
  });

  it('answers 404, not a fault, for the upload directory or a bad name; other refusals keep their 4xx', async () => {
    for (const url of ['/uploads/', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/x.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
    // A range past the end of a static file is the caller's mistake.
    const range = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/index.css',
      headers: { range: 'bytes=99999999-' },
    });
    expect(range.statusCode).toBe(416);
    expect(range.json()).toMatchObject({ code: ErrorCode.VALIDATION_FORMAT });
  });
});
