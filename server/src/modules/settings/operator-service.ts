import type { TApprovalDetails, TSetting, TSettingUpdateAnswer } from '@club/contract';
import type { Db, DialectName, Trx } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { ApprovalService, Keys } from '../approval/service';
import { writeAudit } from '../audit/repo';
import { defaultFor, FIXED_ONCE_MONEY_MOVED, MONEY_SETTINGS, SETTINGS, type SettingKey } from './defaults';
import { describeSchema, type SettingDescriptor } from './describe';
import { deleteSetting, moneyHasMoved, upsertSetting } from './repo';
import { effective, isKey, KEYS } from './service';

// The descriptors follow from the schemas alone: work them out once.
let descriptors: Map<SettingKey, SettingDescriptor> | undefined;
function descriptorOf(key: SettingKey) {
  descriptors ??= new Map(KEYS.map((k) => [k, describeSchema(SETTINGS[k])]));
  return descriptors.get(key) as SettingDescriptor;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Change = { key: SettingKey; after: { value: unknown; overridden: boolean }; reset: boolean };
type Effective = Awaited<ReturnType<typeof effective>>;

/** Refuses a change of the currency or its exponent once money has moved (SETTING_LOCKED). */
async function assertEditable(trx: Db, before: Effective, changes: Change[]) {
  if (!changes.some((c) => FIXED_ONCE_MONEY_MOVED.has(c.key)) || !(await moneyHasMoved(trx))) return;
  const locked = changes.find(
    (c) => FIXED_ONCE_MONEY_MOVED.has(c.key) && !same(before.get(c.key)?.value, c.after.value),
  );
  if (locked) fail('SETTING_LOCKED', { key: locked.key });
}

/**
 * The back office's settings page: every key with its type, value and default; changes audited.
 * A call that changes a money setting (`MONEY_SETTINGS`) is, as a whole, a request a second
 * operator holding the same key must approve (four eyes); nothing of it applies before.
 */
export function createSettingsOperatorService(deps: {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  approvals: ApprovalService;
}) {
  const { db, dialect, clock, approvals } = deps;
  // A key's default on this engine (`ENGINE_DEFAULTS`): what the page shows and a reset returns to.
  const defaultOf = (key: SettingKey): unknown => defaultFor(key, dialect);

  async function list(trx: Db): Promise<TSetting[]> {
    const [values, moved] = await Promise.all([effective(trx, dialect), moneyHasMoved(trx)]);
    return KEYS.map((key) => {
      const now = values.get(key) ?? { value: defaultOf(key), overridden: false };
      return {
        key,
        ...descriptorOf(key),
        value: now.value,
        default: defaultOf(key),
        overridden: now.overridden,
        editable: !(moved && FIXED_ONCE_MONEY_MOVED.has(key)),
        money: MONEY_SETTINGS.has(key),
      };
    });
  }

  /** Writes the changes, one audit line each; `keys` names both operators of an approved request. */
  async function apply(trx: Trx, adminId: number, changes: Change[], now: number, keys?: Keys) {
    const before = await effective(trx, dialect);
    await assertEditable(trx, before, changes);
    for (const c of changes) {
      const was = before.get(c.key);
      if (c.reset) await deleteSetting(trx, c.key);
      else await upsertSetting(trx, c.key, JSON.stringify(c.after.value), now);
      await writeAudit(trx, {
        adminId,
        action: c.reset ? 'base:setting:reset' : 'base:setting:update',
        target: `setting:${c.key}`,
        before: was,
        after: keys
          ? {
              ...c.after,
              requestId: keys.requestId,
              proposedBy: keys.proposedBy.username,
              approvedBy: keys.approvedBy.username,
            }
          : c.after,
        now,
      });
    }
  }

  // The second key applies the changes as proposed, if every key still holds the value it had then
  // (another change since would make the request say something else than it does).
  approvals.register('setting-update', {
    async apply(trx, details, keys, now) {
      const current = await effective(trx, dialect);
      const changes = details.changes.map((c) => {
        if (!isKey(c.key)) fail('APPROVAL_OUTDATED');
        if (!same(current.get(c.key)?.value, c.before)) fail('APPROVAL_OUTDATED');
        return { key: c.key, after: { value: c.after, overridden: !c.reset }, reset: c.reset };
      });
      await apply(trx, keys.approvedBy.id, changes, now, keys);
    },
  });

  return {
    list: () => list(db),

    /**
     * Sets `values` and resets `reset` (their stored values removed) all at once: the first unknown
     * key or value its schema refuses fails the whole call and nothing changes. One audit line per
     * key whose value or override changed (target `setting:<key>`).
     */
    async update(
      adminId: number,
      body: { values: Record<string, unknown>; reset: string[] },
    ): Promise<TSettingUpdateAnswer> {
      const writes: { key: SettingKey; value: unknown }[] = [];
      for (const [key, raw] of Object.entries(body.values)) {
        if (!isKey(key)) fail('VALIDATION_UNKNOWN_FIELD', { field: key });
        const parsed = SETTINGS[key].safeParse(raw);
        // `undefined` would mean the default: that is what `reset` says, so it is no value here.
        if (raw === undefined || !parsed.success) fail('VALIDATION_FORMAT', { field: key });
        writes.push({ key, value: parsed.data });
      }
      const resets = [...new Set(body.reset)];
      for (const key of resets) {
        if (!isKey(key)) fail('VALIDATION_UNKNOWN_FIELD', { field: key });
        if (Object.hasOwn(body.values, key)) fail('VALIDATION_FORMAT', { field: key });
      }

      return db.transaction().execute(async (trx) => {
        const now = clock.now();
        const before = await effective(trx, dialect);
        const changes: Change[] = [
          ...writes.map((w) => ({ key: w.key, after: { value: w.value, overridden: true }, reset: false })),
          ...(resets as SettingKey[]).map((key) => ({
            key,
            after: { value: defaultOf(key), overridden: false },
            reset: true,
          })),
        ].filter((c) => !same(before.get(c.key), c.after));
        if (changes.some((c) => MONEY_SETTINGS.has(c.key))) {
          await assertEditable(trx, before, changes);
          const details: TApprovalDetails<'setting-update'> = {
            changes: changes.map((c) => ({
              key: c.key,
              before: before.get(c.key)?.value,
              after: c.after.value,
              reset: c.reset,
            })),
          };
          return approvals.propose(trx, { kind: 'setting-update', adminId, details, amount: null, now });
        }
        await apply(trx, adminId, changes, now);
        return list(trx);
      });
    },
  };
}

export type SettingsOperatorService = ReturnType<typeof createSettingsOperatorService>;
