import type { TAdminMember, TAdminMemberInfo, TPaged } from '@club/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DialectName } from '../../db';
import { verifyLedger } from '../../money/verify';
import { expectOk, freshCommit, memberIdOf, PAY_PASSWORD, registerMember, request } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

export type Member = Awaited<ReturnType<typeof registerMember>> & { id: number };

export const DAY_S = 86_400;

export const base = '/api/admin/member/user';

/**
 * One app per `describe`, whose ledger must verify when it closes (`app.t` is there by the time the
 * tests run), and the member-info request against it.
 */
export function useMemberAdminApp(dialect: DialectName) {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await createTestApp(dialect);
  });
  afterAll(async () => {
    expect((await verifyLedger(app.t.db)).filter((c) => !c.ok)).toEqual([]);
    await app.t.close();
  });
  const info = (id: number, token: string) =>
    request<TAdminMemberInfo>(app.t, 'GET', `${base}/info`, { query: { id: String(id) }, token });
  return { app, info };
}

export const page = async (app: TestApp, body: object, token: string) =>
  expectOk(await request<TPaged<TAdminMember>>(app, 'POST', `${base}/page`, { body, token }));

export async function member(
  app: TestApp,
  opts: { inviteCode?: string; nickname?: string } = {},
): Promise<Member> {
  const m = await registerMember(app, { inviteCode: opts.inviteCode });
  const id = await memberIdOf(app, m.phone);
  if (opts.nickname) await app.services.users.updatePerson(id, { nickName: opts.nickname });
  return { ...m, id };
}

export async function activateVip(app: TestApp, id: number) {
  const vip = await app.db
    .selectFrom('member_levels')
    .select('id')
    .where('kind', '=', 'vip')
    .executeTakeFirstOrThrow();
  await app.services.members.activate(id, { levelId: vip.id, payPassword: PAY_PASSWORD }, freshCommit(app));
}

export const setPin = (app: TestApp, id: number) =>
  app.services.users.setPayPassword(id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
