import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, expectOk, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('smoke (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('registers and reads the person', async () => {
    const m = await registerMember(t);
    expectOk(await api(t).get('user/info/person', { token: m.tokens.token }));
  });
});
