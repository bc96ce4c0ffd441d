import type {
  TOperatorAddAnswer,
  TOperatorItem,
  TPaged,
  TRoleAddAnswer,
  TRoleItem,
  TTokens,
} from '@club/contract';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../db';
import { expectOk, freshKey, type Method, request, secondOperatorApi } from '../../test/client';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness';

export const PASSWORD = 'Night-Screening-42';

/**
 * One app per `describe` with the first operator signed in (`app.root`), and the calls the operators
 * and roles tests make; `app` is filled in by the time the tests run.
 */
export function useOperatorsApp(dialect: DialectName) {
  const app = {} as { t: TestApp; root: string };
  beforeAll(async () => {
    app.t = await createTestApp(dialect);
    app.root = await login(ADMIN.username, ADMIN.password);
  });
  afterAll(() => app.t.close());

  const loginRaw = (username: string, password: string) =>
    request<TTokens>(app.t, 'POST', '/api/admin/base/open/login', { body: { username, password } });
  const login = async (username: string, password = PASSWORD) =>
    expectOk(await loginRaw(username, password)).token;
  /** A call to the operators and roles routes (`/api/admin/base/...`), as the first operator unless told. */
  const call = <T = unknown>(method: Method, path: string, body?: object, as = app.root) =>
    request<T>(app.t, method, `/api/admin/base/${path}`, { token: as, body });
  const post = <T = unknown>(path: string, body: object, as = app.root) => call<T>('POST', path, body, as);
  const roles = async (as = app.root) => expectOk(await call<TRoleItem[]>('GET', 'role/list', undefined, as));
  /** A role with these keys; one holding a money permission takes a second operator's approval (four eyes). */
  const addRole = async (name: string, permissions: string[]) => {
    const answer = expectOk(await post<TRoleAddAnswer>('role/add', { name, permissions }));
    if ('id' in answer) return answer.id;
    const second = await secondOperatorApi(app.t);
    expectOk(
      await second.post('base/role/add/approve', { id: answer.requestId }, { idempotencyKey: freshKey() }),
    );
    return (await roles()).find((r) => r.name === name)?.id as number;
  };
  /**
   * An operator with this role; one given money permissions waits disabled for a second operator,
   * who approves it here (four eyes).
   */
  const addOperator = async (username: string, roleId: number, password = PASSWORD) => {
    const answer = expectOk(await post<TOperatorAddAnswer>('operator/add', { username, password, roleId }));
    if ('requestId' in answer) await approveGrant(answer.requestId);
    return answer.id;
  };
  /** The second key of an operator's new money permissions, given by `secondOperator`. */
  const approveGrant = async (requestId: number) => {
    const second = await secondOperatorApi(app.t);
    return expectOk(
      await second.post('base/operator/grant/approve', { id: requestId }, { idempotencyKey: freshKey() }),
    );
  };
  const page = (body: object, as = app.root) => post<TPaged<TOperatorItem>>('operator/page', body, as);
  const list = async (body: object, as = app.root) => expectOk(await page(body, as)).list;
  const auditOf = (target: string) =>
    app.t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  return { app, loginRaw, login, call, post, roles, addRole, addOperator, approveGrant, page, list, auditOf };
}
