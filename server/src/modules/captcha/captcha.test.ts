import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('slider puzzle with random answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // No CAPTCHA_FIXED_X: the answer is random and known only to the database.
    t = await createTestApp(dialect, { CAPTCHA_FIXED_X: '' });
  });
  afterAll(() => t.close());

  async function puzzle() {
    const { body } = await api(t).get<{ captchaId: string }>('comm/comm/generateImageValidationUrl');
    const row = await t.db
      .selectFrom('captcha_challenges')
      .select('answer_x')
      .where('id', '=', body.data.captchaId)
      .executeTakeFirstOrThrow();
    return { captchaId: body.data.captchaId, answer: row.answer_x };
  }

  const verify = (captchaId: string, captchaX: number) => t.services.captcha.verify(captchaId, captchaX);

  it('accepts the answer within the tolerance, once', async () => {
    const p = await puzzle();
    await expect(verify(p.captchaId, p.answer + 4)).resolves.toBeUndefined();
    await expect(verify(p.captchaId, p.answer)).rejects.toMatchObject({ errorName: 'CAPTCHA_FAILED' });
  });

  it('refuses a wrong answer and the puzzle is then spent', async () => {
    const p = await puzzle();
    await expect(verify(p.captchaId, p.answer + 30)).rejects.toMatchObject({ errorName: 'CAPTCHA_FAILED' });
    await expect(verify(p.captchaId, p.answer)).rejects.toMatchObject({ errorName: 'CAPTCHA_FAILED' });
  });

  it('refuses an answer after two minutes', async () => {
    const p = await puzzle();
    t.clock.advance(121);
    await expect(verify(p.captchaId, p.answer)).rejects.toMatchObject({ errorName: 'CAPTCHA_FAILED' });
  });

  it('lets only one of two racing answers through', async () => {
    const p = await puzzle();
    const results = await Promise.allSettled([verify(p.captchaId, p.answer), verify(p.captchaId, p.answer)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('says "verification failed" through the API', async () => {
    const res = await api(t).post('user/register/sms', {
      areaCode: '1',
      phone: '2025550123',
      captchaId: 'nope',
      captchaX: 3,
    });
    expectError(res, 'CAPTCHA_FAILED', {});
  });
});
