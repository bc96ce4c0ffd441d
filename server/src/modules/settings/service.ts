import type { Db } from '../../db';
import { SETTINGS, type SettingKey, type Settings } from './defaults';
import { listSettingRows } from './repo';

export type SettingsService = { all(): Promise<Settings> };

/** Defaults overlaid with the operator's stored values; a stored value that no longer parses is ignored. */
export function createSettingsService(db: Db): SettingsService {
  return {
    async all() {
      const stored = new Map((await listSettingRows(db)).map((r) => [r.key, r.value]));
      const result: Record<string, unknown> = {};
      for (const key of Object.keys(SETTINGS) as SettingKey[]) {
        const schema = SETTINGS[key];
        const raw = stored.get(key);
        const parsed = raw === undefined ? undefined : schema.safeParse(JSON.parse(raw));
        result[key] = parsed?.success ? parsed.data : schema.parse(undefined);
      }
      return result as Settings;
    },
  };
}
