import type { TAdminWithdrawAccount } from '@club/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** A withdrawal account in full: what an operator verifies, and where a payout goes. */
export function AccountDetails({ account }: { account: TAdminWithdrawAccount }) {
  const { t } = useTranslation();
  const items: [string, string | null][] =
    account.kind === 'bank'
      ? [
          ['holderName', account.holderName],
          ['bankName', account.bankName],
          ['accountNumber', account.accountNumber],
          ['branch', account.branch],
          ['iban', account.iban],
          ['swift', account.swift],
        ]
      : [['address', account.address]];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={items
        .filter(([, value]) => value)
        .map(([key, value]) => ({
          key,
          label: t(`accounts.${key as 'holderName'}`),
          children: <span style={{ fontFamily: 'monospace' }}>{value}</span>,
        }))}
    />
  );
}
