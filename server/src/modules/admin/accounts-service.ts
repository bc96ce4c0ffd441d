import {
  covers,
  grants,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  type TApprovalRequested,
  type TDoneOrRequested,
  type TOperatorAddAnswer,
  type TOperatorItem,
  type TRoleItem,
  type ZOperatorPageBody,
} from '@club/contract';
import type * as z from 'zod';
import type { Db, DialectName, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { COMMON_PASSWORDS } from '../../kernel/common-passwords';
import { fail } from '../../kernel/errors';
import type { RouteEntry } from '../../kernel/http';
import { hashPassword } from '../../kernel/passwords';
import type { Principal } from '../../kernel/principal';
import type { ApprovalService } from '../approval/service';
import { writeAudit } from '../audit/repo';
import { revokeSubjectSessions } from '../session/repo';
import {
  countOperatorsWithRole,
  deleteRole,
  findOperator,
  findRole,
  insertOperator,
  insertRole,
  listRoles,
  lockOperatorWrites,
  operatorKeys,
  operatorsPage,
  roleNameTaken,
  updateOperator,
  updateRole,
  usernameTaken,
} from './operator-repo';
import { firstUnknownKey, isSuper, moneyKeysChanged, permissionCatalogue } from './permission-catalogue';
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
export async function assertCovers(trx: Db, actor: Pick<Principal, 'id'>, keys: string[]) {
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

/**
 * The money permissions an operator gains with `next` (their role once changed): those it grants
 * that they do not hold now (a disabled operator holds nothing).
 */
const moneyGains = (now: { keys: string[]; active: boolean }, next: string[]) =>
  moneyKeysChanged(now.active ? now.keys : [], next).filter((key) => grants(next, key));

/**
 * Whether an operator other than `notIds` could give the second key of a request approved under
 * `permission` about an operator holding `roleKeys`: one holding `permission` and every key of the
 * role, disabled ones too (disabling the other key-holders does not make one the only key). While
 * there is none, one operator alone does it: nobody could approve (the club's first such operator).
 */
export async function secondKeyExists(trx: Db, permission: string, notIds: number[], roleKeys: string[]) {
  const needed = [permission, ...roleKeys];
  return (await operatorKeys(trx, 'all')).some(
    (o) => !notIds.includes(o.id) && needed.every((key) => covers(o.keys, key)),
  );
}

/** Whether an operator holding `keys`, active, holds a money permission (four eyes). */
export const holdsMoneyKeys = (keys: string[]) => moneyKeysChanged([], keys).length > 0;

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
 * A role created with a money permission, or whose money permissions change, waits for a second
 * operator's approval (four eyes, `approval`); then it is checked again, as the approver's own write.
 */
export function createOperatorAccountsService(deps: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  /** The route table, filled as routes register; read when asked, so every route is in it by then. */
  routes: readonly RouteEntry[];
  approvals: ApprovalService;
}) {
  const { db, dialect, clock, routes, approvals } = deps;

  const supers = async (trx: Db) => (await operatorKeys(trx, 'active')).filter((o) => isSuper(o.keys)).length;

  /** Runs a write in `trx` under the operator lock and refuses it if it leaves no active `*` holder. */
  async function guarded<T>(trx: Trx, fn: () => Promise<T>): Promise<T> {
    await lockOperatorWrites(trx, dialect);
    const before = await supers(trx);
    const result = await fn();
    if (before > 0 && (await supers(trx)) === 0) fail('LAST_SUPER_OPERATOR');
    return result;
  }

  /** A write of its own transaction (`guarded`). */
  function write<T>(fn: (trx: Trx) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => guarded(trx, () => fn(trx)));
  }

  /** Who approved a role request, for the audit line of the change it makes. */
  type Approved = { requestId: number; proposedBy: string; approvedBy: string };

  async function createRole(trx: Trx, adminId: number, name: string, keys: string[], approved?: Approved) {
    if (await roleNameTaken(trx, name)) fail('ROLE_NAME_TAKEN');
    const id = await insertRole(trx, { name, permissions: JSON.stringify(keys) });
    await writeAudit(trx, {
      adminId,
      action: 'base:role:add',
      target: `role:${id}`,
      after: { id, name, permissions: keys, ...approved },
      now: clock.now(),
    });
    return id;
  }

  async function changeRole(
    trx: Trx,
    adminId: number,
    role: { id: number; name: string; permissions: string },
    changes: { name?: string; permissions?: string },
    approved?: Approved,
  ) {
    await updateRole(trx, role.id, changes);
    const after = await findRole(trx, role.id);
    await writeAudit(trx, {
      adminId,
      action: 'base:role:update',
      target: `role:${role.id}`,
      before: roleSnapshot(role),
      after: after && { ...roleSnapshot(after), ...approved },
      now: clock.now(),
    });
  }

  // A second operator's approval applies a role request as their own write: checked again under
  // the lock (they must hold the keys too; the role must still be as it was when proposed).
  approvals.register('role-add', {
    apply: (trx, details, keys) =>
      guarded(trx, async () => {
        await assertCovers(trx, keys.approvedBy, details.permissions);
        const { requestId, proposedBy, approvedBy } = keys;
        await createRole(trx, approvedBy.id, details.name, details.permissions, {
          requestId,
          proposedBy: proposedBy.username,
          approvedBy: approvedBy.username,
        });
      }),
  });
  approvals.register('role-update', {
    apply: (trx, details, keys) =>
      guarded(trx, async () => {
        const role = await findRole(trx, details.roleId);
        if (!role) fail('NOT_FOUND');
        if (!sameKeys(keysOf(role.permissions), details.before)) fail('APPROVAL_OUTDATED');
        await assertCovers(trx, keys.approvedBy, [...details.before, ...details.after]);
        const me = await findOperator(trx, keys.approvedBy.id);
        if (me?.role_id === role.id) fail('CANNOT_CHANGE_SELF');
        const changes: { name?: string; permissions?: string } = {
          permissions: JSON.stringify(details.after),
        };
        if (details.newName !== null && details.newName !== role.name) {
          if (await roleNameTaken(trx, details.newName, role.id)) fail('ROLE_NAME_TAKEN');
          changes.name = details.newName;
        }
        const { requestId, proposedBy, approvedBy } = keys;
        await changeRole(trx, approvedBy.id, role, changes, {
          requestId,
          proposedBy: proposedBy.username,
          approvedBy: approvedBy.username,
        });
      }),
  });

  // A second operator's approval makes the operator active with the role, as their own write: the
  // operator must still be as they were when proposed, and the role give no money key more.
  approvals.register('operator-grant', {
    apply: (trx, details, keys) =>
      guarded(trx, async () => {
        const before = await findOperator(trx, details.operatorId);
        if (!before) fail('NOT_FOUND');
        if (before.role_id !== details.before.roleId || before.status !== details.before.status) {
          fail('APPROVAL_OUTDATED');
        }
        const role = await findRole(trx, details.roleId);
        if (!role) fail('APPROVAL_OUTDATED');
        const now = { keys: await roleKeys(trx, before.role_id), active: before.status === 'active' };
        const gives = moneyGains(now, keysOf(role.permissions));
        if (gives.some((key) => !details.gives.includes(key))) fail('APPROVAL_OUTDATED');
        if (keys.approvedBy.id === before.id) fail('CANNOT_CHANGE_SELF');
        await assertCovers(trx, keys.approvedBy, keysOf(role.permissions));
        await updateOperator(trx, before.id, { role_id: role.id, status: 'active' });
        await writeAudit(trx, {
          adminId: keys.approvedBy.id,
          action: 'base:operator:update',
          target: `admin:${before.id}`,
          before,
          after: {
            ...(await findOperator(trx, before.id)),
            requestId: keys.requestId,
            proposedBy: keys.proposedBy.username,
            approvedBy: keys.approvedBy.username,
          },
          now: clock.now(),
        });
      }),
  });

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

    /**
     * Adds an operator. One whose role gives money permissions waits disabled for a second
     * operator's approval (`operator-grant`), unless no other operator could give it.
     */
    async add(
      actor: Principal,
      body: { username: string; password: string; roleId: number; displayName?: string | null },
    ): Promise<TOperatorAddAnswer> {
      assertOperatorPassword(body.password, body.username);
      const passwordHash = await hashPassword(body.password);
      return write(async (trx) => {
        if (await usernameTaken(trx, body.username)) fail('USERNAME_TAKEN');
        const role = await findRole(trx, body.roleId);
        if (!role) fail('VALIDATION_FORMAT', { field: 'roleId' });
        const keys = keysOf(role.permissions);
        await assertCovers(trx, actor, keys);
        const gives = moneyGains({ keys: [], active: false }, keys);
        const waits =
          gives.length > 0 && (await secondKeyExists(trx, 'base:operator:update', [actor.id], keys));
        const now = clock.now();
        const status = waits ? 'disabled' : 'active';
        const id = await insertOperator(trx, {
          username: body.username,
          display_name: body.displayName ?? null,
          password_hash: passwordHash,
          role_id: body.roleId,
          status,
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
        if (!waits) return { id };
        const details = {
          operatorId: id,
          username: body.username,
          roleId: role.id,
          roleName: role.name,
          newOperator: true,
          before: { roleId: role.id, status },
          gives,
        } as const;
        const request = await approvals.propose(trx, {
          kind: 'operator-grant',
          adminId: actor.id,
          details,
          amount: null,
          now,
        });
        return { id, ...request };
      });
    },

    /**
     * Changes an operator's role, status or password. Disabling or a new password ends their
     * sessions at once (a new password of one's own keeps the session that set it). A change that
     * leaves them active with money permissions they did not hold (another role, or enabled again)
     * is a request a second operator must approve (`operator-grant`), unless no other operator
     * could; the rest of the change (name, password) is made at once.
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
      return write(async (trx): Promise<TDoneOrRequested> => {
        const before = await findOperator(trx, body.id);
        if (!before) fail('NOT_FOUND');
        const heldKeys = await roleKeys(trx, before.role_id);
        await assertCovers(trx, actor, heldKeys);
        const role = await findRole(trx, roleChanges ? (body.roleId as number) : before.role_id);
        if (!role) fail('VALIDATION_FORMAT', { field: 'roleId' });
        if (roleChanges) await assertCovers(trx, actor, keysOf(role.permissions));
        const activeAfter = (statusChanges ? body.status : before.status) === 'active';
        const gives = activeAfter
          ? moneyGains({ keys: heldKeys, active: before.status === 'active' }, keysOf(role.permissions))
          : [];
        const waits =
          gives.length > 0 &&
          (await secondKeyExists(trx, 'base:operator:update', [actor.id, body.id], keysOf(role.permissions)));
        const now = clock.now();
        const request = waits
          ? await approvals.propose(trx, {
              kind: 'operator-grant',
              adminId: actor.id,
              details: {
                operatorId: before.id,
                username: before.username,
                roleId: role.id,
                roleName: role.name,
                newOperator: false,
                before: { roleId: before.role_id, status: before.status },
                gives,
              },
              amount: null,
              now,
            })
          : null;
        if (waits && !nameChanges && passwordHash === undefined) return request;
        await updateOperator(trx, body.id, {
          ...(roleChanges && !waits ? { role_id: body.roleId } : {}),
          ...(statusChanges && !waits ? { status: body.status } : {}),
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
        return request;
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

    /** Adds a role; one holding a money permission is a request a second operator must approve. */
    async addRole(
      actor: Principal,
      body: { name: string; permissions: string[] },
    ): Promise<{ id: number } | TApprovalRequested> {
      const keys = checkedKeys(body.permissions);
      return write(async (trx) => {
        await assertCovers(trx, actor, keys);
        if (moneyKeysChanged([], keys).length > 0) {
          if (await roleNameTaken(trx, body.name)) fail('ROLE_NAME_TAKEN');
          return approvals.propose(trx, {
            kind: 'role-add',
            adminId: actor.id,
            details: { name: body.name, permissions: keys },
            amount: null,
            now: clock.now(),
          });
        }
        return { id: await createRole(trx, actor.id, body.name, keys) };
      });
    },

    /**
     * Renames a role or replaces its keys; the keys of the caller's own role are not theirs to change.
     * A change that grants or takes away a money permission is a request a second operator must
     * approve (the rename with it).
     */
    async updateRole(
      actor: Principal,
      body: { id: number; name?: string; permissions?: string[] },
    ): Promise<TApprovalRequested | null> {
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
        if (keys !== undefined && moneyKeysChanged(keysOf(role.permissions), keys).length > 0) {
          return approvals.propose(trx, {
            kind: 'role-update',
            adminId: actor.id,
            details: {
              roleId: role.id,
              roleName: role.name,
              newName: changes.name ?? null,
              before: keysOf(role.permissions),
              after: keys,
            },
            amount: null,
            now: clock.now(),
          });
        }
        await changeRole(trx, actor.id, role, changes);
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
