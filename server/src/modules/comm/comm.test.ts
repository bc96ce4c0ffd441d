import { ErrorCode } from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

function decodePng(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.split(',')[1], 'base64'));
}

describe.each(DIALECTS)('common calls (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the site config, echoing a valid tempUserId and issuing one otherwise', async () => {
    const given = await api(t).get('comm/comm/config', { query: { tempUserId: 'abc-12345678' } });
    expect(expectOk(given)).toMatchObject({ siteName: 'Film Club', tempUserId: 'abc-12345678' });
    const issued = await api(t).get<{ tempUserId: string; description: string }>('comm/comm/config');
    expect(issued.body.data.tempUserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.body.data.description.length).toBeGreaterThan(10);
  });

  it('lists the 16 languages with Arabic right-to-left', async () => {
    const { body } = await api(t).get<{ code: string; rtl: boolean }[]>('comm/comm/language');
    expect(body.data).toHaveLength(16);
    expect(body.data.find((l) => l.code === 'ar-EG')?.rtl).toBe(true);
  });

  it('lists calling codes with names in the reader language', async () => {
    const fr = await api(t).get<{ country: string; name: string; areaCode: string }[]>(
      'comm/comm/phoneAreaCode',
      {
        lang: 'fr',
      },
    );
    const us = fr.body.data.find((c) => c.country === 'US');
    expect(us).toEqual({ country: 'US', name: 'États-Unis', areaCode: '1' });
    expect(fr.body.data.find((c) => c.country === 'EG')?.areaCode).toBe('20');
    expect(fr.body.data.length).toBeGreaterThan(200);
  });

  it('makes a slider puzzle whose images match the declared sizes and hides the answer', async () => {
    const { body } = await api(t).get<Record<string, unknown>>('comm/comm/generateImageValidationUrl');
    const c = body.data as {
      backgroundImage: string;
      pieceImage: string;
      width: number;
      height: number;
      pieceSize: number;
      pieceY: number;
    };
    const bg = decodePng(c.backgroundImage);
    const piece = decodePng(c.pieceImage);
    expect([bg.width, bg.height]).toEqual([c.width, c.height]);
    expect([piece.width, piece.height]).toEqual([c.pieceSize, c.pieceSize]);
    expect(c.pieceY).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body)).not.toMatch(/answer|captchaX/i);
  });

  it('answers dictionaries as trees and their types, translated', async () => {
    const { body } = await api(t).post<
      Record<string, { name: string; value: string; children: unknown[] }[]>
    >('dict/info/data', { types: ['repayType', 'nope'] }, { lang: 'de-DE' });
    expect(body.data.repayType.map((e) => e.value)).toEqual(['PIOARB', 'LINEAR', 'DEBT']);
    expect(body.data.nope).toEqual([]);
    const types = await api(t).get<{ type: string }[]>('dict/info/types');
    expect(types.body.data.map((x) => x.type)).toEqual(['repayType', 'withdrawType']);
  });

  it('names the field in a validation error and never answers 500', async () => {
    const unknown = await api(t).post('dict/info/data', { types: [], extra: 1 });
    expectError(unknown, 'VALIDATION_UNKNOWN_FIELD', { field: 'extra' });
    const wrongType = await api(t).post('dict/info/data', { types: 'repayType' });
    expectError(wrongType, 'VALIDATION_FORMAT', { field: 'types' });
    const missing = await api(t).post('user/login/login', { areaCode: '1', password: 'x' });
    expectError(missing, 'VALIDATION_REQUIRED', { field: 'phone' });
    const json = { 'content-type': 'application/json' };
    const badJson = await api(t).post('user/login/login', '{"phone":', { headers: json });
    expectError(badJson, 'VALIDATION_FORMAT');
    const huge = await api(t).post('dict/info/data', JSON.stringify({ types: ['x'.repeat(300_000)] }), {
      headers: json,
    });
    expectError(huge, 'VALIDATION_FORMAT', { field: 'body' });
  });

  it('translates messages by Accept-Language, falling back to English', async () => {
    const body = { areaCode: '1', phone: '1234', password: 'whatever1' };
    const ar = await api(t).post('user/login/login', body, { lang: 'ar-EG' });
    const en = await api(t).post('user/login/login', body, { lang: 'xx-YY' });
    expectError(ar, 'PHONE_INVALID');
    expect(en.body.message).toBe('Mobile number format error');
    expect(ar.body.message).not.toBe(en.body.message);
    const zh = await api(t).post('user/login/login', body, { lang: 'zh-TW,zh;q=0.9' });
    expect(zh.body.message).not.toBe(en.body.message);
  });

  it('answers an unknown API path with HTTP 404 in the envelope', async () => {
    const res = await api(t).get('no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: ErrorCode.NOT_FOUND, data: null });
  });

  it('serves the OpenAPI document with the envelope around each answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const login = doc.paths['/api/app/user/login/login'].post;
    expect(JSON.stringify(login.responses['200'])).toContain('refreshToken');
    expect(JSON.stringify(login.responses['200'])).toContain('"code"');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });
});
