import { ZAddWithdrawAccountBody } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { type BankForm, checkBankForm, checkTrc20Address } from './account-form';

beforeAll(async () => {
  await initI18n('en');
});

const good: BankForm = {
  holderName: 'Ann Lee',
  bankName: 'Film Bank',
  accountNumber: '1234 5678-90',
  branch: '',
  iban: '',
  swift: '',
};

const messageOf = (form: Partial<BankForm>) => {
  const result = checkBankForm({ ...good, ...form });
  return result.ok ? null : result.message;
};

describe('bank account form (spec §5)', () => {
  it('says "please enter {x}" for a missing field', () => {
    expect(messageOf({ holderName: ' ' })).toBe('Please enter account holder');
    expect(messageOf({ bankName: '' })).toBe('Please enter bank name');
    expect(messageOf({ accountNumber: '' })).toBe('Please enter account number');
  });

  it('says "{x} format error" for a malformed one', () => {
    expect(messageOf({ accountNumber: '12345' })).toBe('account number format error');
    expect(messageOf({ accountNumber: '1234_5678' })).toBe('account number format error');
    expect(messageOf({ iban: 'GB33' })).toBe('IBAN format error');
    expect(messageOf({ swift: 'ABC' })).toBe('SWIFT code format error');
    expect(messageOf({ holderName: 'x'.repeat(65) })).toBe('account holder format error');
  });

  it('sends trimmed values and leaves out empty optional ones', () => {
    const result = checkBankForm({ ...good, holderName: ' Ann Lee ', branch: ' ', swift: 'BUKBGB22' });
    expect(result).toEqual({
      ok: true,
      body: {
        kind: 'bank',
        holderName: 'Ann Lee',
        bankName: 'Film Bank',
        accountNumber: '1234 5678-90',
        swift: 'BUKBGB22',
      },
    });
  });

  it('agrees with the contract', () => {
    const samples: Partial<BankForm>[] = [
      {},
      { accountNumber: '123456' },
      { accountNumber: 'A'.repeat(34) },
      { accountNumber: 'A'.repeat(35) },
      { accountNumber: '12345' },
      { iban: 'GB33 BUKB 2020 1555 5555 55' },
      { iban: 'GB33BUKB' },
      { iban: '1234567890123456' },
      { swift: 'BUKBGB22' },
      { swift: 'BUKBGB22XXX' },
      { swift: 'BUKBGB2' },
      { bankName: 'b'.repeat(64) },
      { bankName: 'b'.repeat(65) },
      { branch: 'c'.repeat(65) },
    ];
    for (const sample of samples) {
      const form = { ...good, ...sample };
      const ours = checkBankForm(form).ok;
      const contract = ZAddWithdrawAccountBody.safeParse({
        kind: 'bank',
        holderName: form.holderName,
        bankName: form.bankName,
        accountNumber: form.accountNumber,
        ...(form.branch.trim() ? { branch: form.branch } : {}),
        ...(form.iban.trim() ? { iban: form.iban } : {}),
        ...(form.swift.trim() ? { swift: form.swift } : {}),
      }).success;
      expect(ours, JSON.stringify(sample)).toBe(contract);
    }
  });
});

describe('TRC20 address', () => {
  it('wants a base58 address that starts with T and has 34 characters', () => {
    expect(checkTrc20Address('')).toMatchObject({ ok: false, message: 'Please enter TRC20 address' });
    expect(checkTrc20Address('0x1234')).toMatchObject({ ok: false, message: 'TRC20 address format error' });
    // "0", "O", "I" and "l" are not base58.
    expect(checkTrc20Address(`T${'0'.repeat(33)}`)).toMatchObject({ ok: false });
    expect(checkTrc20Address(' TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7 ')).toEqual({
      ok: true,
      body: { kind: 'usdt-trc20', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' },
    });
  });
});
