// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.

export type SettingsTables = {
  settings: SettingsTable;
};

export type SettingsTable = {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
};
