// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type SmsTables = {
  sms_codes: SmsCodesTable;
};

export type SmsCodesTable = {
  id: Generated<number>;
  phone_e164: string;
  purpose: string;
  code_hash: string;
  ip: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
};
