import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('smoke (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('registers and reads the person', async () => {
    const m = await registerMember(t);
    const person = await api(t).get('user/info/person', { token: m.tokens.token });
    expect(person.body.code).toBe(1000);
  });
});
