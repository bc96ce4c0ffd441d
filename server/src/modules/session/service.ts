import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TTokens } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Principal, SubjectKind } from '../../kernel/principal';
import { advanceGeneration, findSession, insertSession, revokeSession, revokeSubjectSessions } from './repo';

/**
 * How long the previous refresh token stays good after a rotation. Two tabs (or a retried request)
 * refreshing with the same token at once then both get the new pair instead of a forced logout.
 */
const ROTATION_GRACE_MS = 30_000;

/**
 * Tokens are `<kind>.<session>.<generation>[.<expiry>].<mac>`, signed with HMAC-SHA256. The access
 * token is checked against its session row on every request, so logging out stops it at once. The
 * refresh token for a generation is derived, not stored: a request that loses a rotation race can be
 * answered with exactly the pair the winner got.
 */
export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  key: Buffer;
  accessTtl: number;
  refreshTtl: number;
}) {
  const { db, clock, key, accessTtl, refreshTtl } = deps;

  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const sameMac = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };

  function tokensFor(sessionId: string, generation: number, refreshExpiresAt: number, now: number): TTokens {
    const accessExpiresAt = now + accessTtl * 1000;
    const accessBody = `a.${sessionId}.${generation}.${accessExpiresAt}`;
    const refreshBody = `r.${sessionId}.${generation}`;
    return {
      token: `${accessBody}.${mac(accessBody)}`,
      expire: accessTtl,
      refreshToken: `${refreshBody}.${mac(refreshBody)}`,
      refreshExpire: Math.max(0, Math.floor((refreshExpiresAt - now) / 1000)),
    };
  }

  return {
    async open(kind: SubjectKind, subjectId: number, loginType: string): Promise<TTokens> {
      const now = clock.now();
      const id = randomBytes(18).toString('base64url');
      const refreshExpiresAt = now + refreshTtl * 1000;
      await insertSession(db, {
        id,
        subject_kind: kind,
        subject_id: subjectId,
        generation: 1,
        rotated_at: now,
        login_type: loginType,
        created_at: now,
        refresh_expires_at: refreshExpiresAt,
        revoked_at: null,
        revoke_reason: null,
      });
      return tokensFor(id, 1, refreshExpiresAt, now);
    },

    /** The principal behind an access token, or the 401 error that explains why there is none. */
    async authenticate(token: string | undefined, kind: SubjectKind): Promise<Principal> {
      if (!token) fail('AUTH_REQUIRED');
      const raw = token.startsWith('Bearer ') ? token.slice(7) : token;
      const parts = raw.split('.');
      if (parts.length !== 5 || parts[0] !== 'a') fail('TOKEN_INVALID');
      const [, sessionId, , expiresAt, signature] = parts;
      if (!sameMac(signature, mac(parts.slice(0, 4).join('.')))) fail('TOKEN_INVALID');
      if (Number(expiresAt) <= clock.now()) fail('TOKEN_EXPIRED');
      const session = await findSession(db, sessionId);
      if (!session || session.subject_kind !== kind) fail('TOKEN_INVALID');
      if (session.revoked_at !== null) fail('SESSION_REVOKED');
      return { kind, id: session.subject_id, sessionId };
    },

    async refresh(refreshToken: string): Promise<TTokens> {
      const parts = refreshToken.split('.');
      if (parts.length !== 4 || parts[0] !== 'r') fail('REFRESH_INVALID');
      const [, sessionId, generationText, signature] = parts;
      if (!sameMac(signature, mac(parts.slice(0, 3).join('.')))) fail('REFRESH_INVALID');
      const generation = Number(generationText);
      const now = clock.now();
      let session = await findSession(db, sessionId);
      if (!session || session.revoked_at !== null || session.refresh_expires_at <= now)
        fail('REFRESH_INVALID');
      if (session.generation === generation) {
        const refreshExpiresAt = now + refreshTtl * 1000;
        if (await advanceGeneration(db, sessionId, generation, now, refreshExpiresAt)) {
          return tokensFor(sessionId, generation + 1, refreshExpiresAt, now);
        }
        session = await findSession(db, sessionId);
        if (!session || session.revoked_at !== null) fail('REFRESH_INVALID');
      }
      if (session.generation === generation + 1 && now - session.rotated_at <= ROTATION_GRACE_MS) {
        return tokensFor(sessionId, session.generation, session.refresh_expires_at, now);
      }
      // An old refresh token came back after its grace: it was copied. End the session for everyone.
      await revokeSession(db, sessionId, now, 'refresh-reuse');
      fail('REFRESH_INVALID');
    },

    revoke(sessionId: string, reason: string) {
      return revokeSession(db, sessionId, clock.now(), reason);
    },

    revokeAllOf(kind: SubjectKind, subjectId: number, reason: string, exceptSessionId?: string) {
      return revokeSubjectSessions(db, { kind, id: subjectId }, clock.now(), reason, exceptSessionId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
