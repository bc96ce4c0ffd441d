import type { TSetting } from '@club/contract';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import { writeAudit } from '../audit/repo';
import { FIXED_ONCE_MONEY_MOVED, SETTINGS, type SettingKey } from './defaults';
import { describeSchema, type SettingDescriptor } from './describe';
import { deleteSetting, moneyHasMoved, upsertSetting } from './repo';
import { defaultOf, effective, isKey, KEYS } from './service';

// The descriptors follow from the schemas alone: work them out once.
let descriptors: Map<SettingKey, SettingDescriptor> | undefined;
function descriptorOf(key: SettingKey) {
  descriptors ??= new Map(KEYS.map((k) => [k, describeSchema(SETTINGS[k])]));
  return descriptors.get(key) as SettingDescriptor;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The back office's settings page: every key with its type, value and default; changes audited. */
export function createSettingsOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(trx: Db): Promise<TSetting[]> {
    const [values, moved] = await Promise.all([effective(trx), moneyHasMoved(trx)]);
    return KEYS.map((key) => {
      const now = values.get(key) ?? { value: defaultOf(key), overridden: false };
      return {
        key,
        ...descriptorOf(key),
        value: now.value,
        default: defaultOf(key),
        overridden: now.overridden,
        editable: !(moved && FIXED_ONCE_MONEY_MOVED.has(key)),
      };
    });
  }

  return {
    list: () => list(db),

    /**
     * Sets `values` and resets `reset` (their stored values removed) all at once: the first unknown
     * key or value its schema refuses fails the whole call and nothing changes. One audit line per
     * key whose value or override changed (target `setting:<key>`).
     */
    async update(adminId: number, body: { values: Record<string, unknown>; reset: string[] }) {
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
        const before = await effective(trx);
        const moved = await moneyHasMoved(trx);
        const changes = [
          ...writes.map((w) => ({ key: w.key, after: { value: w.value, overridden: true }, reset: false })),
          ...(resets as SettingKey[]).map((key) => ({
            key,
            after: { value: defaultOf(key), overridden: false },
            reset: true,
          })),
        ].filter((c) => !same(before.get(c.key), c.after));
        for (const c of changes) {
          const was = before.get(c.key);
          if (moved && FIXED_ONCE_MONEY_MOVED.has(c.key) && !same(was?.value, c.after.value)) {
            fail('SETTING_LOCKED', { key: c.key });
          }
          if (c.reset) await deleteSetting(trx, c.key);
          else await upsertSetting(trx, c.key, JSON.stringify(c.after.value), now);
          await writeAudit(trx, {
            adminId,
            action: c.reset ? 'base:setting:reset' : 'base:setting:update',
            target: `setting:${c.key}`,
            before: was,
            after: c.after,
            now,
          });
        }
        return list(trx);
      });
    },
  };
}

export type SettingsOperatorService = ReturnType<typeof createSettingsOperatorService>;
