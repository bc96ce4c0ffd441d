import type { TAddWithdrawAccountBody } from '@club/contract';
import { t } from '../../i18n';

/*
 * The contract's rules for a new withdrawal account (ZAddWithdrawAccountBody), repeated so the form
 * can say what is wrong without loading zod; account-form.test.ts checks they agree.
 */
export const TEXT_MAX = 64;
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9 -]{6,34}$/;
export const IBAN_PATTERN = /^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,32}$/;
export const SWIFT_PATTERN = /^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/;
/**
 * A Tron address in base58: version byte 0x41 makes it start with "T", 34 characters. The server
 * also checks its checksum and that it can receive (error 2001).
 */
export const TRC20_PATTERN = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

export type BankForm = {
  holderName: string;
  bankName: string;
  accountNumber: string;
  branch: string;
  iban: string;
  swift: string;
};

type FieldName = keyof BankForm | 'address';

export type FormCheck =
  | { ok: true; body: TAddWithdrawAccountBody }
  | { ok: false; field: FieldName; message: string };

const label = (name: FieldName) => t(`fields.${name === 'address' ? 'trc20Address' : name}`);
const pleaseEnter = (name: FieldName): FormCheck => ({
  ok: false,
  field: name,
  message: t('validation.pleaseEnter', { x: label(name) }),
});
const formatError = (name: FieldName): FormCheck => ({
  ok: false,
  field: name,
  message: t('validation.formatError', { x: label(name) }),
});

/** Please enter {x} / {x} format error (spec §5), field by field in the order of the form. */
export function checkBankForm(form: BankForm): FormCheck {
  const v = {
    holderName: form.holderName.trim(),
    bankName: form.bankName.trim(),
    accountNumber: form.accountNumber.trim(),
    branch: form.branch.trim(),
    iban: form.iban.trim(),
    swift: form.swift.trim(),
  };
  for (const name of ['holderName', 'bankName'] as const) {
    if (!v[name]) return pleaseEnter(name);
    if (v[name].length > TEXT_MAX) return formatError(name);
  }
  if (!v.accountNumber) return pleaseEnter('accountNumber');
  if (!ACCOUNT_NUMBER_PATTERN.test(v.accountNumber)) return formatError('accountNumber');
  if (v.branch.length > TEXT_MAX) return formatError('branch');
  if (v.iban && !IBAN_PATTERN.test(v.iban)) return formatError('iban');
  if (v.swift && !SWIFT_PATTERN.test(v.swift)) return formatError('swift');
  return {
    ok: true,
    body: {
      kind: 'bank',
      holderName: v.holderName,
      bankName: v.bankName,
      accountNumber: v.accountNumber,
      ...(v.branch ? { branch: v.branch } : {}),
      ...(v.iban ? { iban: v.iban } : {}),
      ...(v.swift ? { swift: v.swift } : {}),
    },
  };
}

export function checkTrc20Address(address: string): FormCheck {
  const value = address.trim();
  if (!value) return pleaseEnter('address');
  if (!TRC20_PATTERN.test(value)) return formatError('address');
  return { ok: true, body: { kind: 'usdt-trc20', address: value } };
}
