import { grants, type TPermissionCatalogue } from '@club/contract';
import type { RouteEntry } from '../../kernel/http';

/**
 * Every permission key of the route table, grouped by module (the key's first segment), each with
 * the routes it guards; read from the table itself, so a new route shows up without a list to edit.
 */
export function permissionCatalogue(routes: readonly RouteEntry[]): TPermissionCatalogue {
  const byKey = new Map<string, { method: string; url: string }[]>();
  for (const r of routes) {
    if (!r.permission) continue;
    const list = byKey.get(r.permission) ?? [];
    list.push({ method: r.method, url: r.url });
    byKey.set(r.permission, list);
  }
  const modules = new Map<string, TPermissionCatalogue[number]['keys']>();
  for (const key of [...byKey.keys()].sort()) {
    const [module, submodule = '', action = ''] = key.split(':');
    const keys = modules.get(module) ?? [];
    const guarded = (byKey.get(key) ?? []).sort(
      (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
    );
    keys.push({ key, submodule, action, routes: guarded });
    modules.set(module, keys);
  }
  return [...modules.entries()].map(([module, keys]) => ({ module, keys }));
}

const SEGMENT = /^(\*|[A-Za-z0-9_-]+)$/;

/**
 * The first key a role may not hold: one that is not `*` and not three segments, or whose `*`
 * segments match no key of the route table (a typo would otherwise grant nothing, silently).
 */
export function firstUnknownKey(keys: readonly string[], routes: readonly RouteEntry[]): string | undefined {
  const known = [...new Set(routes.map((r) => r.permission).filter((p): p is string => !!p))];
  return keys.find((key) => {
    if (key === '*') return false;
    const parts = key.split(':');
    if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return true;
    return !known.some((k) => grants([key], k));
  });
}

/** Holds everything: `*` (or `*:*:*`, which matches every three-segment key the same way). */
export const isSuper = (keys: readonly string[]) => keys.includes('*') || keys.includes('*:*:*');

/**
 * The money permissions (four eyes): deciding withdrawals and recharges, crediting members, funding
 * the marketing budget, the settings and channels that set amounts, fees and limits (the settings
 * hold `fourEyesAmount` itself), and editing roles, which could hand any of these on. A role that
 * is created with one, or gains or loses one, changes only once a second operator approves.
 */
export const MONEY_PERMISSIONS = [
  'withdraw:order:approve',
  'withdraw:order:reject',
  'recharge:order:confirm',
  'recharge:order:reject',
  'funds:credit:internal',
  'funds:award:grant',
  'finance:marketing:contribute',
  'base:setting:update',
  'withdraw:channel:update',
  'recharge:channel:update',
  'base:role:add',
  'base:role:update',
] as const;

/** The money permissions that one list of keys grants and the other does not (wildcards included). */
export const moneyKeysChanged = (before: readonly string[], after: readonly string[]) =>
  MONEY_PERMISSIONS.filter((key) => grants([...before], key) !== grants([...after], key));
