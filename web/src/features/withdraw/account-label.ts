import type { TWithdrawAccount } from '@club/contract';
import { t } from '../../i18n';

/** "TLa2f6…wYjU7": enough of an address to recognise it. */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-5)}` : address;
}

/**
 * How an account reads in lists: the bank and the last digits (the API masks the rest) with the
 * holder, or a TRC20 address in full, since a member checks an address character by character.
 */
export function accountTitle(account: TWithdrawAccount): {
  title: string;
  detail: string | null;
  short: string;
} {
  if (account.kind === 'bank') {
    const title = [account.bankName, account.accountNumber].filter(Boolean).join(' ');
    return { title, detail: account.holderName, short: title };
  }
  const address = account.address ?? '';
  return {
    title: t('bank.kind.usdt'),
    detail: address,
    short: `${t('bank.kind.usdt')} ${shortAddress(address)}`,
  };
}
