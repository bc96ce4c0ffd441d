import type { Db } from '../../db';

export function findFactor(db: Db, adminId: number) {
  return db.selectFrom('operator_factors').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
}

/** Whether the operator has a confirmed factor (the HTTP kernel asks this on every operator call). */
export async function hasEnrolledFactor(db: Db, adminId: number): Promise<boolean> {
  const row = await db
    .selectFrom('operator_factors')
    .select('admin_id')
    .where('admin_id', '=', adminId)
    .where('enrolled_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A new secret awaiting its first code, replacing one that was never confirmed; never a confirmed
 * one (answers false then: the operator enrolled meanwhile).
 */
export async function putPendingFactor(db: Db, row: { adminId: number; secret: string; now: number }) {
  const result = await db
    .insertInto('operator_factors')
    .values({
      admin_id: row.adminId,
      secret: row.secret,
      last_step: null,
      enrolled_at: null,
      created_at: row.now,
    })
    .onConflict((oc) =>
      oc
        .column('admin_id')
        .doUpdateSet({ secret: row.secret, last_step: null, created_at: row.now })
        .where('operator_factors.enrolled_at', 'is', null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes time step `step` for the operator's code: only a step later than the last one taken, so a
 * code (or an earlier one) is never accepted twice, even by two requests at once. With `enrol`, this
 * also confirms a pending factor, and only a pending one. Answers whether it took the step.
 */
export async function takeStep(db: Db, adminId: number, step: number, enrol?: { now: number }) {
  let q = db
    .updateTable('operator_factors')
    .set({ last_step: step, ...(enrol ? { enrolled_at: enrol.now } : {}) })
    .where('admin_id', '=', adminId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]));
  q = enrol ? q.where('enrolled_at', 'is', null) : q.where('enrolled_at', 'is not', null);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function deleteFactor(db: Db, adminId: number) {
  return db.deleteFrom('operator_factors').where('admin_id', '=', adminId).executeTakeFirst();
}

/** The operator's recovery codes become these (hashes); the old ones stop working. */
export async function replaceRecoveryCodes(db: Db, adminId: number, hashes: string[], now: number) {
  await deleteRecoveryCodes(db, adminId);
  await db
    .insertInto('operator_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash, used_at: null, created_at: now })))
    .execute();
}

export function deleteRecoveryCodes(db: Db, adminId: number) {
  return db.deleteFrom('operator_recovery_codes').where('admin_id', '=', adminId).execute();
}

/** Uses up one recovery code if it is the operator's and unused; answers whether it did. */
export async function useRecoveryCode(db: Db, adminId: number, hash: string, now: number) {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, adminId: number): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
