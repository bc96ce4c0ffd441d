import type {
  LanguageCode,
  TAdminWithdrawAccount,
  TWithdrawAccount,
  TWithdrawChannel,
  TWithdrawOrder,
} from '@club/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import { translate } from '../../kernel/i18n';
import { displayPhone } from '../../kernel/phone';
import { formatRate } from '../../money/amount';
import { findAccount, findWithdrawChannel } from './repo';
import type { WithdrawAccountsTable, WithdrawChannelsTable, WithdrawOrdersTable } from './tables';

export type Account = Selectable<WithdrawAccountsTable>;
export type Channel = Selectable<WithdrawChannelsTable>;
export type Order = Selectable<WithdrawOrdersTable>;

const masked = (number: string | null) => (number ? `•••• ${number.replace(/\s/g, '').slice(-4)}` : null);

export function accountView(a: Account): TWithdrawAccount {
  return {
    id: a.id,
    kind: a.kind,
    holderName: a.holder_name,
    bankName: a.bank_name,
    accountNumber: masked(a.account_number),
    address: a.address,
    status: a.status,
    rejectReason: a.reject_reason,
    createdAt: new Date(a.created_at).toISOString(),
  };
}

/** The account in full, as operators verify and pay to it; `owner` carries the member's phone. */
export function adminAccountView(
  a: Account,
  owner: { member_area_code: string | null; member_phone: string | null },
): TAdminWithdrawAccount {
  return {
    ...accountView(a),
    accountNumber: a.account_number,
    branch: a.branch,
    iban: a.iban,
    swift: a.swift,
    userId: a.user_id,
    memberPhone: displayPhone(owner.member_area_code, owner.member_phone),
  };
}

export function channelView(lang: LanguageCode, c: Channel): TWithdrawChannel {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    name: translate(lang, `withdraw.channels.${c.code}`),
    minAmount: c.min_amount,
    maxAmount: c.max_amount,
    feeRate: formatRate(c.fee_ppm),
    feeFixed: c.fee_fixed,
  };
}

function accountLabel(a: Account | undefined) {
  if (!a) return '';
  return a.kind === 'bank'
    ? `${a.bank_name ?? ''} ${masked(a.account_number) ?? ''}`.trim()
    : `${a.address?.slice(0, 6)}…${a.address?.slice(-4)}`;
}

/** `q`: the database, or the transaction a view is answered from. */
export async function orderView(q: Db, lang: LanguageCode, o: Order): Promise<TWithdrawOrder> {
  const c = await findWithdrawChannel(q, o.channel_id);
  const a = await findAccount(q, o.account_id);
  return {
    id: o.id,
    channelName: c ? translate(lang, `withdraw.channels.${c.code}`) : '',
    account: accountLabel(a),
    amount: o.amount,
    fee: o.fee,
    state: o.state,
    reason: o.reason,
    createdAt: new Date(o.created_at).toISOString(),
    decidedAt: o.decided_at === null ? null : new Date(o.decided_at).toISOString(),
  };
}
