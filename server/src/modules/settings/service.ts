import type { Db } from '../../db';
import { SETTINGS, type SettingKey, type Settings } from './defaults';
import { listSettingRows } from './repo';

export type SettingsService = { all(): Promise<Settings> };

export const KEYS = Object.keys(SETTINGS) as SettingKey[];
export const isKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
export const defaultOf = (key: SettingKey): unknown => SETTINGS[key].parse(undefined);

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

/** Each key's value in force: the stored one, or the default (with whether an override applies). */
export async function effective(db: Db) {
  const stored = new Map((await listSettingRows(db)).map((r) => [r.key, r.value]));
  return new Map(
    KEYS.map((key) => {
      const own = storedValue(key, stored.get(key));
      return [
        key,
        own ? { value: own.value, overridden: true } : { value: defaultOf(key), overridden: false },
      ];
    }),
  );
}

/**
 * Defaults overlaid with the operator's stored values; a stored value that no longer parses is
 * ignored. Read from the table on every call, so a change in the back office applies at once.
 */
export async function readSettings(q: Db): Promise<Settings> {
  const values = await effective(q);
  return Object.fromEntries(KEYS.map((k) => [k, values.get(k)?.value])) as Settings;
}

/** `readSettings` on the database (a transaction reads them with `readSettings(trx)`). */
export function createSettingsService(db: Db): SettingsService {
  return { all: () => readSettings(db) };
}
