import type { TMemberLevel, TMembershipCheck, TPrivilegeState } from '@club/contract';

/** What the member can do with the membership now. */
export type MembershipActions = {
  /** 'activate' charges deposit + fee; 'renew' charges the fee and keeps the deposit; null: neither. */
  pay: 'activate' | 'renew' | null;
  /** Cancel and get the held deposit back. */
  cancel: boolean;
};

/**
 * Renewal inside the window (30 days before to 30 days after expiry); a new activation when there
 * is no membership, it was cancelled, or it expired past the window (its deposit is back by then).
 * An active membership outside the window offers nothing: the server would refuse (2102).
 */
export function membershipActions(check: TMembershipCheck): MembershipActions {
  const pay = check.renewable ? 'renew' : check.status === 'active' ? null : 'activate';
  const cancel = (check.status === 'active' || check.status === 'expired') && !check.depositReturned;
  return { pay, cancel };
}

export type DepositState = 'none' | 'held' | 'returned';

export function depositState(check: TMembershipCheck): DepositState {
  if (check.status === 'none') return 'none';
  return check.depositReturned ? 'returned' : 'held';
}

const byLevel = (a: TMemberLevel, b: TMemberLevel) => a.level - b.level;

/** The VIP level to pay for: the member's own for a renewal, else the first one on offer. */
export function vipLevelFor(levels: TMemberLevel[], check: TMembershipCheck): TMemberLevel | undefined {
  const vip = levels.filter((l) => l.kind === 'vip').sort(byLevel);
  return vip.find((l) => l.id === check.levelId) ?? vip[0];
}

export function svipLevels(levels: TMemberLevel[]): TMemberLevel[] {
  return levels.filter((l) => l.kind === 'svip').sort(byLevel);
}

/** Minor units charged: a renewal keeps the held deposit, so it costs the fee alone. */
export function priceOf(level: TMemberLevel, pay: 'activate' | 'renew'): number {
  return pay === 'renew' ? level.fee : level.deposit + level.fee;
}

type Right = { key: string; label: string; value: number | null; state: TPrivilegeState };

export type RightGroup<R extends Right> = {
  /** "vip1", "svip2": the part of the key before the dot. */
  id: string;
  kind: 'vip' | 'svip';
  level: number;
  rights: R[];
};

const GROUP = /^(vip|svip)(\d+)\./;

/**
 * Member rights grouped by level, VIP first, then SVIP 1, 2, …; the server's order inside a level.
 * A key the app does not know the shape of ("other.x") is left out rather than guessed at.
 */
export function groupRights<R extends Right>(rights: R[]): RightGroup<R>[] {
  const groups = new Map<string, RightGroup<R>>();
  for (const right of rights) {
    const match = GROUP.exec(right.key);
    if (!match) continue;
    const id = `${match[1]}${match[2]}`;
    let group = groups.get(id);
    if (!group) {
      group = { id, kind: match[1] as 'vip' | 'svip', level: Number(match[2]), rights: [] };
      groups.set(id, group);
    }
    group.rights.push(right);
  }
  return [...groups.values()].sort(
    (a, b) => (a.kind === b.kind ? 0 : a.kind === 'vip' ? -1 : 1) || a.level - b.level,
  );
}
