import type { TInvestCheck } from '@club/contract';
import { showActivationTips } from '../../shared/activation-tips';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';

export type Blocker = TInvestCheck['blockers'][number];
export type BlockerAction = 'activate' | 'verifyCard' | 'setPayPassword' | 'recharge';

/**
 * The blockers the member can clear somewhere else, and where (spec §5: activate before investing, a
 * go-to-verify prompt for the bank card, a set-up prompt for the pay password). The others (the
 * amount, the project's state) are fixed here, in the sheet, and only say why.
 */
export const blockerActions: Partial<Record<Blocker['name'], BlockerAction>> = {
  MEMBERSHIP_REQUIRED: 'activate',
  CARD_NOT_VERIFIED: 'verifyCard',
  PAY_PASSWORD_NOT_SET: 'setPayPassword',
  INSUFFICIENT_BALANCE: 'recharge',
};

export function runBlockerAction(action: BlockerAction): void {
  if (action === 'activate') void showActivationTips();
  else if (action === 'verifyCard') nav.navigateTo(paths.bankCardVerification);
  else if (action === 'setPayPassword') nav.navigateTo(paths.payPassword);
  else nav.navigateTo(paths.recharge);
}

/** Whether the member may go on to the pay password with this answer of invest/check. */
export function canConfirm(check: TInvestCheck | undefined, riskAccepted: boolean): boolean {
  if (!check || check.blockers.length > 0) return false;
  return !check.riskAcceptanceRequired || riskAccepted;
}
