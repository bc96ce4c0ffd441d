// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { LedgerType } from '@club/contract';
import type { Generated } from 'kysely';

export type RewardsTables = {
  rewards: RewardsTable;
};

export type RewardsTable = {
  id: Generated<number>;
  user_id: number;
  type: LedgerType;
  wallet: 'work' | 'income';
  amount: number;
  reference: string | null;
  memo: string | null;
  /** What earned it (`rebate:<investment>:<level>`, `svip:<member>:<level>`, …): granted once. */
  grant_key: string;
  state: 'pending' | 'paid';
  entry_id: number | null;
  created_at: number;
  paid_at: number | null;
};
