import type { Db, DialectName } from '../../db';
import { defaultFor, SETTINGS, type SettingKey, type Settings } from './defaults';
import { listSettingRows } from './repo';

export type SettingsService = {
  /** Every setting in force, read on the database. */
  all(): Promise<Settings>;
  /** The same, read through `q`: in a transaction, since on SQLite it holds the only connection. */
  read(q: Db): Promise<Settings>;
};

export const KEYS = Object.keys(SETTINGS) as SettingKey[];
export const isKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** The stored value of a key when it still parses with the key's schema; undefined otherwise. */
function storedValue(key: SettingKey, raw: string | undefined): { value: unknown } | undefined {
  if (raw === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = SETTINGS[key].safeParse(json);
  return parsed.success ? { value: parsed.data } : undefined;
}

/**
 * Each key's value in force: the stored one, or the default on this database engine (with whether an
 * override applies).
 */
export async function effective(db: Db, dialect: DialectName) {
  const stored = new Map((await listSettingRows(db)).map((r) => [r.key, r.value]));
  return new Map(
    KEYS.map((key) => {
      const own = storedValue(key, stored.get(key));
      return [
        key,
        own ? { value: own.value, overridden: true } : { value: defaultFor(key, dialect), overridden: false },
      ];
    }),
  );
}

/**
 * Defaults overlaid with the operator's stored values; a stored value that no longer parses is
 * ignored. Read from the table on every call, so a change in the back office applies at once.
 */
async function readSettings(q: Db, dialect: DialectName): Promise<Settings> {
  const values = await effective(q, dialect);
  return Object.fromEntries(KEYS.map((k) => [k, values.get(k)?.value])) as Settings;
}

/** The settings in force on the database `db` (an engine of `dialect`, whose defaults apply). */
export function createSettingsService(db: Db, dialect: DialectName): SettingsService {
  return { all: () => readSettings(db, dialect), read: (q) => readSettings(q, dialect) };
}
