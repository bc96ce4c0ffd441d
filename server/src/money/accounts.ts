import type { Wallet } from '@club/contract';

/**
 * Platform accounts. Member wallets are what the platform owes its members; these are the other
 * side of every movement, and may go negative (cash received shows as a negative `cash` balance,
 * money the platform holds for members). A project has two accounts of its own: `principal` (money
 * its investors put in) and `returns` (revenue recorded for it).
 */
export const PLATFORM_ACCOUNTS = [
  'cash',
  'fees_income',
  'interest_expense',
  'rewards_expense',
  'promotion',
  'marketing',
  'member_deposits_held',
] as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

export type AccountRef =
  | { owner: 'member'; id: number; kind: Wallet }
  | { owner: 'platform'; kind: PlatformAccount }
  | { owner: 'project'; id: number; kind: 'principal' | 'returns' };

export const memberWallet = (id: number, kind: Wallet): AccountRef => ({ owner: 'member', id, kind });
export const platform = (kind: PlatformAccount): AccountRef => ({ owner: 'platform', kind });

export function accountKey(ref: AccountRef): string {
  return `${ref.owner}:${ref.owner === 'platform' ? 0 : ref.id}:${ref.kind}`;
}

export const projectAccount = (id: number, kind: 'principal' | 'returns'): AccountRef => ({
  owner: 'project',
  id,
  kind,
});

/**
 * Member wallets and project accounts are guarded against going below zero: a project pays its
 * investors only from its own money (PRODUCT.md §0), never from another project's or the platform's.
 * So is the marketing budget (PRODUCT.md §9): rewards are paid from what operators put in, never
 * from members' money, and what it cannot cover waits.
 */
export const mayGoNegative = (ref: AccountRef) => ref.owner === 'platform' && ref.kind !== 'marketing';
