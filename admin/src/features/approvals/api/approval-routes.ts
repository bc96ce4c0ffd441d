import type { TApprovalKind } from '@club/contract';

/**
 * Each kind of request is approved and refused under its own module's route, guarded by the key of
 * the action itself: only an operator who may do it may give the second key.
 */
export const APPROVAL_ROUTES: Record<TApprovalKind, { prefix: string; permission: string }> = {
  'funds-credit': { prefix: 'admin/funds/credit', permission: 'funds:credit:internal' },
  'funds-award': { prefix: 'admin/funds/award', permission: 'funds:award:grant' },
  'marketing-contribute': { prefix: 'admin/finance/marketing', permission: 'finance:marketing:contribute' },
  'role-add': { prefix: 'admin/base/role/add', permission: 'base:role:add' },
  'role-update': { prefix: 'admin/base/role/update', permission: 'base:role:update' },
  'operator-grant': { prefix: 'admin/base/operator/grant', permission: 'base:operator:update' },
  'setting-update': { prefix: 'admin/base/setting/update', permission: 'base:setting:update' },
  'factor-reset': { prefix: 'admin/base/operator/reset-factor', permission: 'base:operator:resetFactor' },
};
