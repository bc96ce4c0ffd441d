import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ROW_ID_MAX,
  type TAdminCodeNeeded,
  type TDoneOrRequested,
  type TRecoveryCodes,
  type TSecondFactorSetup,
  type TSecondFactorStatus,
} from '@club/contract';
import type { Db, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { subKey } from '../../kernel/keys';
import type { Principal } from '../../kernel/principal';
import type { ApprovalService, Keys } from '../approval/service';
import { writeAudit } from '../audit/repo';
import { revokeSubjectSessions } from '../session/repo';
import { assertCovers, holdsMoneyKeys, roleKeys, secondKeyExists } from './accounts-service';
import { findOperator } from './operator-repo';
import { findAdminById } from './repo';
import {
  base32,
  matchingStep,
  newRecoveryCodes,
  newSecret,
  normalRecoveryCode,
  openSecret,
  otpauthUri,
  recoveryCodeHash,
  sealSecret,
} from './second-factor';
import {
  deleteFactor,
  deleteRecoveryCodes,
  findFactor,
  hasEnrolledFactor,
  putPendingFactor,
  replaceRecoveryCodes,
  takeStep,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './second-factor-repo';

/** The key of resetting another operator's factor, and of approving such a reset. */
export const RESET_PERMISSION = 'base:operator:resetFactor';

/** How long the code step of a sign-in may follow its password step. */
export const CHALLENGE_TTL_SECONDS = 300;

/** How a sign-in's second step was passed (the session's login type). */
export type FactorUsed = 'totp' | 'recovery';

/**
 * Operators' second factor: enrolment (a secret, confirmed by a first code, then ten recovery codes
 * shown once), the code step of sign-in, and another operator's reset. `mode` is OPERATOR_MFA.
 */
export function createSecondFactorService(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  mode: 'required' | 'off';
  approvals: ApprovalService;
}) {
  const { db, clock, mode, approvals } = deps;
  const sealKey = subKey(deps.secret, 'operator-factor-secret');
  const recoveryKey = subKey(deps.secret, 'operator-recovery-codes');
  const challengeKey = subKey(deps.secret, 'operator-sign-in-challenge');

  /**
   * The challenge signs the operator, its expiry and their password hash: a password changed in
   * between voids it.
   */
  const challengeMac = (body: string, passwordHash: string) =>
    createHmac('sha256', challengeKey).update(`${body}.${passwordHash}`).digest('base64url');

  /** Ten new recovery codes replace the operator's old ones; the codes go to them, the hashes to the table. */
  async function freshRecoveryCodes(trx: Db, adminId: number): Promise<TRecoveryCodes> {
    const codes = newRecoveryCodes();
    const hashes = codes.map((code) =>
      recoveryCodeHash(recoveryKey, adminId, normalRecoveryCode(code) ?? ''),
    );
    await replaceRecoveryCodes(trx, adminId, hashes, clock.now());
    return { recoveryCodes: codes };
  }

  /** Takes the step of a current code from the operator's app (`enrol`: confirming a pending factor). */
  async function takeCode(trx: Db, adminId: number, code: string, enrol: boolean): Promise<boolean> {
    const factor = await findFactor(trx, adminId);
    if (!factor || (factor.enrolled_at === null) !== enrol) return false;
    const now = clock.now();
    const step = matchingStep(openSecret(sealKey, adminId, factor.secret), code, now);
    return step !== undefined && takeStep(trx, adminId, step, enrol ? { now } : undefined);
  }

  const required = mode === 'required';
  /** Deletes the factor and its recovery codes and ends the operator's sessions, audited. */
  async function removeFactor(trx: Trx, actorId: number, adminId: number, keys?: Keys) {
    await deleteRecoveryCodes(trx, adminId);
    await deleteFactor(trx, adminId);
    const now = clock.now();
    await revokeSubjectSessions(trx, { kind: 'admin', id: adminId }, now, 'second-factor-reset');
    await writeAudit(trx, {
      adminId: actorId,
      action: 'base:operator:resetFactor',
      target: `admin:${adminId}`,
      before: { secondFactor: true },
      after: keys
        ? {
            secondFactor: false,
            requestId: keys.requestId,
            proposedBy: keys.proposedBy.username,
            approvedBy: keys.approvedBy.username,
          }
        : { secondFactor: false },
      now,
    });
  }

  // The second key removes the factor, if the operator still has it and the approver holds their keys.
  approvals.register('factor-reset', {
    async apply(trx, details, keys) {
      const operator = await findOperator(trx, details.operatorId);
      if (!operator) fail('NOT_FOUND');
      if (keys.approvedBy.id === operator.id) fail('CANNOT_CHANGE_SELF');
      await assertCovers(trx, keys.approvedBy, await roleKeys(trx, operator.role_id));
      if (!(await hasEnrolledFactor(trx, operator.id))) fail('APPROVAL_OUTDATED');
      await removeFactor(trx, keys.approvedBy.id, operator.id, keys);
    },
  });

  return {
    /** OPERATOR_MFA=required: an operator without a factor may only enrol one. */
    required,

    /** For the HTTP kernel: whether the operator must enrol before anything else. */
    async missing(adminId: number): Promise<boolean> {
      return required && !(await hasEnrolledFactor(db, adminId));
    },

    enrolled: (adminId: number) => hasEnrolledFactor(db, adminId),

    async status(adminId: number): Promise<TSecondFactorStatus> {
      const enrolled = await hasEnrolledFactor(db, adminId);
      return {
        enrolled,
        required,
        recoveryCodesLeft: enrolled ? await unusedRecoveryCodes(db, adminId) : 0,
      };
    },

    /** A new secret for the operator to scan; replaces one they scanned but never confirmed. */
    async start(actor: Principal): Promise<TSecondFactorSetup> {
      const operator = await findOperator(db, actor.id);
      if (!operator) fail('AUTH_REQUIRED');
      const secret = newSecret();
      const put = await putPendingFactor(db, {
        adminId: actor.id,
        secret: sealSecret(sealKey, actor.id, secret),
        now: clock.now(),
      });
      if (!put) fail('SECOND_FACTOR_ENROLLED');
      return { secret: base32(secret), uri: otpauthUri(operator.username, secret) };
    },

    /**
     * Confirms the pending factor with a current code and answers its recovery codes. The operator's
     * other sessions end: one opened with the password alone must not outlive the enrolment.
     */
    async confirm(actor: Principal, code: string): Promise<TRecoveryCodes> {
      return db.transaction().execute(async (trx) => {
        if (!(await takeCode(trx, actor.id, code, true))) {
          const factor = await findFactor(trx, actor.id);
          if (!factor) fail('SECOND_FACTOR_NOT_STARTED');
          if (factor.enrolled_at !== null) fail('SECOND_FACTOR_ENROLLED');
          fail('SECOND_FACTOR_INVALID');
        }
        const codes = await freshRecoveryCodes(trx, actor.id);
        const operator = { kind: 'admin', id: actor.id } as const;
        await revokeSubjectSessions(trx, operator, clock.now(), 'second-factor-enrolled', actor.sessionId);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:factor:enrol',
          target: `admin:${actor.id}`,
          now: clock.now(),
        });
        return codes;
      });
    },

    /** New recovery codes for an enrolled operator who proves the factor with a current code. */
    async renewRecoveryCodes(actor: Principal, code: string): Promise<TRecoveryCodes> {
      return db.transaction().execute(async (trx) => {
        if (!(await hasEnrolledFactor(trx, actor.id))) fail('SECOND_FACTOR_NOT_ENROLLED');
        if (!(await takeCode(trx, actor.id, code, false))) fail('SECOND_FACTOR_INVALID');
        const codes = await freshRecoveryCodes(trx, actor.id);
        await writeAudit(trx, {
          adminId: actor.id,
          action: 'base:factor:recovery',
          target: `admin:${actor.id}`,
          now: clock.now(),
        });
        return codes;
      });
    },

    /**
     * Removes another operator's factor (a lost phone): they enrol again at their next sign-in, and
     * their sessions end now. Only for an actor holding every key the operator's role holds, as for
     * a new password.
     */
    /**
     * Removes another operator's factor (a lost phone) and signs them out. For an active operator
     * holding money permissions it is a request a second operator must approve (four eyes: with
     * a password reset, one operator could otherwise sign in as another), unless no other could.
     */
    async reset(actor: Principal, adminId: number): Promise<TDoneOrRequested> {
      return db.transaction().execute(async (trx) => {
        const operator = await findOperator(trx, adminId);
        if (!operator) fail('NOT_FOUND');
        const keys = await roleKeys(trx, operator.role_id);
        await assertCovers(trx, actor, keys);
        if (!(await hasEnrolledFactor(trx, adminId))) fail('SECOND_FACTOR_NOT_ENROLLED');
        const waits =
          operator.status === 'active' &&
          holdsMoneyKeys(keys) &&
          (await secondKeyExists(trx, RESET_PERMISSION, [actor.id, adminId], keys));
        if (!waits) {
          await removeFactor(trx, actor.id, adminId);
          return null;
        }
        return approvals.propose(trx, {
          kind: 'factor-reset',
          adminId: actor.id,
          details: { operatorId: adminId, username: operator.username },
          amount: null,
          now: clock.now(),
        });
      });
    },

    /** The code step a sign-in with the right password continues with. */
    challengeFor(admin: { id: number; password_hash: string }): TAdminCodeNeeded {
      const body = `f.${admin.id}.${clock.now() + CHALLENGE_TTL_SECONDS * 1000}`;
      return {
        secondFactor: 'totp',
        challenge: `${body}.${challengeMac(body, admin.password_hash)}`,
        expiresIn: CHALLENGE_TTL_SECONDS,
      };
    },

    /** The active operator a challenge was made for, while it is good; else CHALLENGE_EXPIRED. */
    async openChallenge(challenge: string) {
      const parts = challenge.split('.');
      const [kind, id, expires, mac] = parts;
      const adminId = Number(id);
      // An id past PostgreSQL's integer would fail the query: it is no challenge of ours either.
      if (
        parts.length !== 4 ||
        kind !== 'f' ||
        !Number.isInteger(adminId) ||
        adminId <= 0 ||
        adminId > ROW_ID_MAX
      ) {
        fail('SECOND_FACTOR_CHALLENGE_EXPIRED');
      }
      const admin = await findAdminById(db, adminId);
      const wanted = admin ? challengeMac(parts.slice(0, 3).join('.'), admin.password_hash) : '';
      const same =
        Buffer.byteLength(mac) === Buffer.byteLength(wanted) &&
        timingSafeEqual(Buffer.from(mac), Buffer.from(wanted));
      if (!admin || !same || !(Number(expires) > clock.now()) || admin.status !== 'active') {
        fail('SECOND_FACTOR_CHALLENGE_EXPIRED');
      }
      return admin;
    },

    /**
     * Checks a code from the app (6 digits) or a recovery code, using it up: answers how it passed,
     * or undefined for a wrong, stale or already used one.
     */
    async check(adminId: number, code: string): Promise<FactorUsed | undefined> {
      if (/^\d{6}$/.test(code)) return (await takeCode(db, adminId, code, false)) ? 'totp' : undefined;
      const normal = normalRecoveryCode(code);
      if (normal === undefined || !(await hasEnrolledFactor(db, adminId))) return undefined;
      const used = await useRecoveryCode(
        db,
        adminId,
        recoveryCodeHash(recoveryKey, adminId, normal),
        clock.now(),
      );
      return used ? 'recovery' : undefined;
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
