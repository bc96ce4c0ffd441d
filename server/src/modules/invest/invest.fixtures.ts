import type { TProjectDetail } from '@club/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DialectName } from '../../db';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectOk,
  freshKey,
  operatorApi,
  PAY_PASSWORD,
  projectBody,
  type RequestOptions,
} from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

export const DAY_S = 86_400;

/** An operator's money-moving call, with a key of its own unless told. */
export const money = (ops: Client, path: string, body: object, idempotencyKey = freshKey()) =>
  ops.post(path, body, { idempotencyKey });

/**
 * One app per `describe` for the project and investment tests, whose ledger must verify when it
 * closes (`app.t` is there by the time the tests run), and the helpers they share.
 */
export function useInvestApp(dialect: DialectName) {
  const app = {} as { t: TestApp };
  beforeAll(async () => {
    app.t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await ledgerOk();
    await app.t.close();
  });

  const ledgerOk = async () => expect((await verifyLedger(app.t.db)).filter((c) => !c.ok)).toEqual([]);

  /** A published project raising money from an hour ago for ten days, created through the operator API. */
  async function project(over: Record<string, unknown> = {}) {
    const ops = await operatorApi(app.t);
    const created = expectOk(
      await ops.post<{ id: number }>('finance/proj/add', projectBody(app.t.clock.now(), over)),
    );
    expectOk(await ops.post('finance/proj/publish', { id: created.id }));
    return created.id;
  }
  const invest = (token: string, projectId: number, amount: number, key = freshKey(), acceptRisk = true) =>
    api(app.t).post<{ id: number }>(
      'finance/invest/invest',
      { projectId, amount, payPassword: PAY_PASSWORD, acceptRisk },
      { token, idempotencyKey: key },
    );
  const detail = (id: number, opts: RequestOptions = {}) =>
    api(app.t).get<TProjectDetail>('finance/proj/detail', { ...opts, query: { id: String(id) } });
  const wallets = (id: number) => app.t.services.funds.income(id);

  return { app, ledgerOk, project, invest, detail, wallets };
}
