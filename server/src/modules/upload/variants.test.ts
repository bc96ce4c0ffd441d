import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, type TRechargeOrder } from '@club/contract';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@club/contract/lib/image-variants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, channelId, expectError, expectOk, freshKey, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

/** A noisy picture, so its PNG is the size of a real poster's rather than a flat colour's. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  return sharp({ create: { width, height, channels: 3, background: '#000', noise } })
    .toFormat(format)
    .toBuffer();
}

const ADMIN = { kind: 'admin', id: 1 } as const;

describe.each(DIALECTS)('WebP copies of uploaded images (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const row = (url: string) =>
    t.db
      .selectFrom('uploads')
      .select(['width', 'height', 'variants'])
      .where('file_name', '=', url.slice('/uploads/'.length))
      .executeTakeFirstOrThrow();
  const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

  it('writes smaller WebP copies at each width, records the size, and serves them', async () => {
    const original = await picture(1200, 1800);
    const { url } = await t.services.uploads.saveImage(original, ADMIN);
    expect(await row(url)).toEqual({ width: 1200, height: 1800, variants: '320,640,1080' });
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const res = await get(imageVariantUrl(url, width) as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await widthOf(res.rawPayload)).toBe(width);
      expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    }
    // The original stays as it was uploaded.
    expect((await get(url)).rawPayload.equals(original)).toBe(true);
  });

  it('never enlarges a small image; keeps GIFs as they are; answers a copy it lacks with the original', async () => {
    const { url } = await t.services.uploads.saveImage(await picture(400, 300, 'jpeg'), ADMIN);
    expect(await row(url)).toEqual({ width: 400, height: 300, variants: '320,640,1080' });
    expect(await widthOf((await get(imageVariantUrl(url, 320) as string)).rawPayload)).toBe(320);
    expect(await widthOf((await get(imageVariantUrl(url, 1080) as string)).rawPayload)).toBe(400);

    const gif = await t.services.uploads.saveImage(await picture(200, 200, 'gif'), ADMIN);
    expect(await row(gif.url)).toEqual({ width: null, height: null, variants: '' });
    expect(imageVariantUrl(gif.url, 320)).toBeUndefined();
    const asked = await get(gif.url.replace(/\.gif$/, '-w320.webp'));
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('image/gif');

    for (const name of ['x-w320.webp', `${'a'.repeat(32)}-w320.webp`, `${gif.url.slice(9, 41)}-w300.webp`]) {
      expect((await get(`/uploads/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('refuses a decompression bomb with the upload type error and stores nothing', async () => {
    const before = await fs.readdir(t.services.uploads.dir).catch(() => []);
    // 7000 × 7000 of one colour: 140 KB of PNG, 49 megapixels (150 MB) decoded.
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(t.services.uploads.saveImage(bomb, ADMIN)).rejects.toMatchObject({
      errorName: 'UPLOAD_TYPE',
    });
    const m = await registerMember(t);
    expectError(await uploadFile(t, m.tokens.token, { content: bomb }), 'UPLOAD_TYPE');
    expect(await fs.readdir(t.services.uploads.dir).catch(() => [])).toEqual(before);
  });

  it("keeps a private image's copies private: readable through the original's signed link only", async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const orderId = expectOk(
      await api(t).post<TRechargeOrder>(
        'recharge/recharge/submit',
        { channelId: await channelId(t, 'recharge_channels', 'bank'), amount: 20_000 },
        { token, idempotencyKey: freshKey() },
      ),
    ).id;
    const stored = expectOk(await uploadFile(t, token, { content: await picture(900, 1200) })).url;
    const view = await api(t).post<TRechargeOrder>(
      'recharge/recharge/voucher',
      { orderId, url: stored },
      { token },
    );
    const signed = expectOk(view).voucherUrl as string;

    const copy = imageVariantUrl(stored, 640) as string;
    const anonymous = await get(copy);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });

    const own = await get(imageVariantUrl(signed, 640) as string);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-cache');

    // A copy's own name signed is not a link: only the original's signature opens its copies.
    const [, query] = signed.split('?');
    const other = await uploadFile(t, token, { content: await picture(100, 100) });
    const foreign = imageVariantUrl(`${expectOk(other).url}?${query}`, 640) as string;
    expect((await get(foreign)).statusCode).toBe(404);
    t.clock.advance(2 * 3600 + 1);
    expect((await get(imageVariantUrl(signed, 640) as string)).statusCode).toBe(404);
  });

  it('writes the copies of an upload from before copies the first time one is asked for', async () => {
    const { url } = await t.services.uploads.saveImage(await picture(800, 450), ADMIN);
    // As migration 024 leaves an older row: no size, no copies on disk.
    const name = url.slice('/uploads/'.length);
    await t.db
      .updateTable('uploads')
      .set({ width: null, height: null, variants: null })
      .where('file_name', '=', name)
      .execute();
    for (const width of IMAGE_VARIANT_WIDTHS) {
      await fs.rm(path.join(t.services.uploads.dir, name.replace('.png', `-w${width}.webp`)));
    }

    const asked = await Promise.all([
      get(imageVariantUrl(url, 320) as string),
      get(imageVariantUrl(url, 320) as string),
    ]);
    for (const res of asked) {
      expect(res.statusCode).toBe(200);
      expect(await widthOf(res.rawPayload)).toBe(320);
    }
    expect(await row(url)).toEqual({ width: 800, height: 450, variants: '320,640,1080' });
    const written = await fs.readdir(t.services.uploads.dir);
    expect(written.filter((f) => f.startsWith(name.slice(0, 32))).sort()).toEqual(
      [name, ...IMAGE_VARIANT_WIDTHS.map((w) => name.replace('.png', `-w${w}.webp`))].sort(),
    );
    expect(written.some((f) => f.endsWith('.tmp'))).toBe(false);

    // An older file that does not decode gets no copies and is answered as it is.
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const old = await t.services.uploads.saveImage(broken, ADMIN);
    await t.db
      .updateTable('uploads')
      .set({ variants: null })
      .where('file_name', '=', old.url.slice(9))
      .execute();
    const res = await get(imageVariantUrl(old.url, 640) as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await row(old.url)).toEqual({ width: null, height: null, variants: '' });
  });
});
