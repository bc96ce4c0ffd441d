import {
  covers,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  type TOperatorItem,
  type TRoleItem,
  type ZOperatorPageBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db, DialectName } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { COMMON_PASSWORDS } from '../../kernel/common-passwords';
import { fail } from '../../kernel/errors';
import type { RouteEntry } from '../../kernel/http';
import { hashPassword } from '../../kernel/passwords';
import type { Principal } from '../../kernel/principal';
import { writeAudit } from '../audit/repo';
import { revokeSubjectSessions } from '../session/repo';
import {
  activeOperatorKeys,
  countOperatorsWithRole,
  deleteRole,
  findOperator,
  findRole,
  insertOperator,
  insertRole,
  listRoles,
  lockOperatorWrites,
  operatorsPage,
  roleNameTaken,
  updateOperator,
  updateRole,
  usernameTaken,
} from './operator-repo';
import { firstUnknownKey, isSuper, permissionCatalogue } from './permission-catalogue';
import { permissionsOf } from './repo';

type PageBody = z.output<typeof ZOperatorPageBody>;

/**
 * Operator passwords: 12–64 characters, and not one attackers try first: a common password (also
 * with digits or symbols added at the end), one holding the username, or one of few distinct characters.
 */
export function assertOperatorPassword(password: string, username: string) {
  const length = [...password].length;
  if (length < OPERATOR_PASSWORD_MIN || length > OPERATOR_PASSWORD_MAX) {
    fail('OPERATOR_PASSWORD_LENGTH', { min: OPERATOR_PASSWORD_MIN, max: OPERATOR_PASSWORD_MAX });
  }
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (
    COMMON_PASSWORDS.has(lower) ||
    (stem.length >= 6 && COMMON_PASSWORDS.has(stem)) ||
    lower.includes(username.toLowerCase()) ||
    new Set(lower).size < 5
  ) {
    fail('PASSWORD_TOO_COMMON');
  }
}

/**
 * Refuses unless the actor holds every key of `keys` (`covers`): granting a key, or changing an
 * operator or role that has it, is for those who have it, or a weak operator could make a `*`
 * role, or reset a full operator's password and sign in as them. Read under the write lock, so
 * an actor demoted a moment ago is refused.
 */
export async function assertCovers(trx: Db, actor: Principal, keys: string[]) {
  const mine = (await permissionsOf(trx, actor.id)) ?? [];
  const uncovered = keys.find((key) => !covers(mine, key));
  if (uncovered !== undefined) fail('FORBIDDEN', { permission: uncovered });
}

const keysOf = (json: string) => JSON.parse(json) as string[];

/** The keys of a role (none for a role that does not exist). */
export async function roleKeys(trx: Db, roleId: number) {
  const role = await findRole(trx, roleId);
  return role ? keysOf(role.permissions) : [];
}

const sameKeys = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
/** What an audit line records of a role. */
const roleSnapshot = (r: { id: number; name: string; permissions: string }) => ({
  id: r.id,
  name: r.name,
  permissions: keysOf(r.permissions),
});

/**
 * Operators and roles for the back office. Every write is serialised, checked and audited in one
 * transaction: an operator hands on only keys they hold and touches only operators and roles whose
 * keys they hold, the last active operator holding `*` keeps it, nobody locks themself out, a
 * role's keys must each match the route table, and disabling an operator ends their sessions at once.
 */
export function createOperatorAccountsService(deps: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  /** The route table, filled as routes register; read when asked, so every route is in it by then. */
  routes: readonly RouteEntry[];
}) {
  const { db, dialect, clock, routes } = deps;

  const supers = async (trx: Db) => (await activeOperatorKeys(trx)).filter((o) => isSuper(o.keys)).length;

  /** Runs a write under the operator lock and refuses it if it leaves no active `*` holder. */
  function write<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockOperatorWrites(trx, dialect);
      const before = await supers(trx);
      const result = await fn(trx);
      if (before > 0 && (await supers(trx)) === 0) fail('LAST_SUPER_OPERATOR');
      return result;
    });
  }

  function checkedKeys(keys: string[]) {
    const unique = [...new Set(keys)];
    const unknown = firstUnknownKey(unique, routes);
    if (unknown !== undefined) fail('PERMISSION_UNKNOWN', { permission: unknown });
    return unique;
  }

  return {
    async page(body: PageBody) {
      const filter = { username: body.username, roleId: body.roleId, status: body.status };
      const sort = { field: body.sortField ?? 'createdAt', order: body.sortOrder };
      const { rows, total } = await operatorsPage(db, filter, sort, body);
      const list: TOperatorItem[] = rows.map((r) => ({
        id: r.id,
        username: r.username,
        displayName: r.display_name,
        roleId: r.role_id,
        roleName: r.role_name,
        status: r.status,
        // SQLite answers 0/1, PostgreSQL a boolean.
        secondFactor: Boolean(r.second_factor),
        createdAt: iso(r.created_at),
      }));
      return pageOf(list, body, total);
    },

    async add(
      actor: Principal,
      body: { username: string; password: string; roleId: number; displayName?: string | null },
    ) {
      assertOperatorPassword(body.password, body.username);
      const passwordHash = await hashPassword(body.password);
      return write(async (trx) => {
        if (await usernameTaken(trx, body.username)) fail('USERNAME_TAKEN');
        const role = await findRole(trx, body.roleId);
        if (!role) fail('VALIDATION_FORMAT', { field: 'roleId' });
        await assertCovers(trx, actor, keysOf(role.permissions));
        const now = clock.now();
        const id = await insertOperator(trx, {
          username: body.username,
          display_name: body.displayName ?? null,
          password_hash: passwordHash,
          role_id: body.roleId,
          created_at: now,
        });
        const after = await findOperator(trx, id);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:operator:add',
          target: `admin:${id}`,
          after,
          now,
        });
        return { id };
      });
    },

    /**
     * Changes an operator's role, status or password. Disabling or a new password ends their
     * sessions at once (a new password of one's own keeps the session that set it).
     */
    async update(
      actor: Principal,
      body: {
        id: number;
        roleId?: number;
        status?: 'active' | 'disabled';
        password?: string;
        displayName?: string | null;
      },
    ) {
      const current = await findOperator(db, body.id);
      if (!current) fail('NOT_FOUND');
      const self = actor.id === body.id;
      const roleChanges = body.roleId !== undefined && body.roleId !== current.role_id;
      const statusChanges = body.status !== undefined && body.status !== current.status;
      if (self && (roleChanges || statusChanges)) fail('CANNOT_CHANGE_SELF');
      let passwordHash: string | undefined;
      if (body.password !== undefined) {
        assertOperatorPassword(body.password, current.username);
        passwordHash = await hashPassword(body.password);
      }
      const nameChanges = body.displayName !== undefined && body.displayName !== current.display_name;
      if (!roleChanges && !statusChanges && !nameChanges && passwordHash === undefined) return null;
      return write(async (trx) => {
        const before = await findOperator(trx, body.id);
        if (!before) fail('NOT_FOUND');
        await assertCovers(trx, actor, await roleKeys(trx, before.role_id));
        if (roleChanges) {
          const role = await findRole(trx, body.roleId as number);
          if (!role) fail('VALIDATION_FORMAT', { field: 'roleId' });
          await assertCovers(trx, actor, keysOf(role.permissions));
        }
        const now = clock.now();
        await updateOperator(trx, body.id, {
          ...(roleChanges ? { role_id: body.roleId } : {}),
          ...(statusChanges ? { status: body.status } : {}),
          ...(nameChanges ? { display_name: body.displayName } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
        });
        const operator = { kind: 'admin', id: body.id } as const;
        if (statusChanges && body.status === 'disabled') {
          await revokeSubjectSessions(trx, operator, now, 'operator-disabled');
        } else if (passwordHash !== undefined) {
          await revokeSubjectSessions(
            trx,
            operator,
            now,
            'password-changed',
            self ? actor.sessionId : undefined,
          );
        }
        const after = await findOperator(trx, body.id);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:operator:update',
          target: `admin:${body.id}`,
          before,
          // The hash never goes into the log; that the password changed does.
          after: { ...after, ...(passwordHash !== undefined ? { passwordChanged: true } : {}) },
          now,
        });
        return null;
      });
    },

    async roles(): Promise<TRoleItem[]> {
      const rows = await listRoles(db);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        permissions: keysOf(r.permissions),
        operatorCount: Number(r.operators),
      }));
    },

    /** Every permission key of the route table, grouped by module, with the routes each guards. */
    catalogue: () => permissionCatalogue(routes),

    async addRole(actor: Principal, body: { name: string; permissions: string[] }) {
      const keys = checkedKeys(body.permissions);
      return write(async (trx) => {
        await assertCovers(trx, actor, keys);
        if (await roleNameTaken(trx, body.name)) fail('ROLE_NAME_TAKEN');
        const id = await insertRole(trx, { name: body.name, permissions: JSON.stringify(keys) });
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:role:add',
          target: `role:${id}`,
          after: { id, name: body.name, permissions: keys },
          now: clock.now(),
        });
        return { id };
      });
    },

    /** Renames a role or replaces its keys; the keys of the caller's own role are not theirs to change. */
    async updateRole(actor: Principal, body: { id: number; name?: string; permissions?: string[] }) {
      const keys = body.permissions === undefined ? undefined : checkedKeys(body.permissions);
      return write(async (trx) => {
        const role = await findRole(trx, body.id);
        if (!role) fail('NOT_FOUND');
        await assertCovers(trx, actor, [...keysOf(role.permissions), ...(keys ?? [])]);
        const changes: { name?: string; permissions?: string } = {};
        if (body.name !== undefined && body.name !== role.name) {
          if (await roleNameTaken(trx, body.name, body.id)) fail('ROLE_NAME_TAKEN');
          changes.name = body.name;
        }
        if (keys !== undefined && !sameKeys(keys, keysOf(role.permissions))) {
          const me = await findOperator(trx, actor.id);
          if (me?.role_id === body.id) fail('CANNOT_CHANGE_SELF');
          changes.permissions = JSON.stringify(keys);
        }
        if (Object.keys(changes).length === 0) return null;
        await updateRole(trx, body.id, changes);
        const after = await findRole(trx, body.id);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:role:update',
          target: `role:${body.id}`,
          before: roleSnapshot(role),
          after: after && roleSnapshot(after),
          now: clock.now(),
        });
        return null;
      });
    },

    /** Deletes a role no operator holds (disabled ones included: they could be enabled again). */
    async deleteRole(actor: Principal, id: number) {
      return write(async (trx) => {
        const role = await findRole(trx, id);
        if (!role) fail('NOT_FOUND');
        await assertCovers(trx, actor, keysOf(role.permissions));
        const holders = await countOperatorsWithRole(trx, id);
        if (holders > 0) fail('ROLE_IN_USE', { count: holders });
        await deleteRole(trx, id);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:role:delete',
          target: `role:${id}`,
          before: roleSnapshot(role),
          now: clock.now(),
        });
        return null;
      });
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;
