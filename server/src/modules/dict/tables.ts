// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type DictTables = {
  dict_entries: DictEntriesTable;
};

export type DictEntriesTable = {
  id: Generated<number>;
  type: string;
  name: string;
  value: string;
  parent_id: number | null;
  order_num: number;
};
