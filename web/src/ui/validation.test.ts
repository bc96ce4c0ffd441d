import {
  PASSWORD_MAX as C_MAX,
  PASSWORD_MIN as C_MIN,
  PAY_PASSWORD_PATTERN as C_PAY,
  ZPhone,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import {
  checkConfirm,
  checkNickname,
  checkPassword,
  checkPayConfirm,
  checkPayPassword,
  checkPhone,
  checkSmsCode,
  firstError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAY_PASSWORD_PATTERN,
  PHONE_PATTERN,
  required,
} from './validation';

beforeAll(async () => {
  await initI18n('en');
});

describe('validation (spec §5)', () => {
  it('keeps the contract limits', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([C_MIN, C_MAX]);
    expect(PAY_PASSWORD_PATTERN.source).toBe(C_PAY.source);
    for (const phone of ['123', '1234', '123456789012345', '1234567890123456', '12a4']) {
      expect(PHONE_PATTERN.test(phone)).toBe(ZPhone.safeParse(phone).success);
    }
  });

  it('says "please enter {x}" and "{x} format error"', () => {
    expect(checkPhone('')).toBe('Please enter mobile number');
    expect(checkPhone('12ab')).toBe('mobile number format error');
    expect(checkPhone('5551234567')).toBeNull();
    expect(required(' ', 'inviteCode')).toBe('Please enter invitation code');
    expect(checkSmsCode('')).toBe('Please enter SMS code');
    expect(checkSmsCode('12345')).toBe('SMS code format error');
  });

  it('wants a login password of 6 to 16 characters', () => {
    expect(checkPassword('')).toBe('Please enter password');
    expect(checkPassword('12345')).toBe('The password must be 6 to 16 characters');
    expect(checkPassword('a'.repeat(17))).toBe('The password must be 6 to 16 characters');
    expect(checkPassword('123456')).toBeNull();
    expect(checkPassword('a'.repeat(16))).toBeNull();
  });

  it('wants matching confirmations', () => {
    expect(checkConfirm('abcdef', 'abcdeg')).toBe('The two passwords do not match');
    expect(checkConfirm('abcdef', 'abcdef')).toBeNull();
    expect(checkPayConfirm('123456', '123457')).toBe('The two payment passwords do not match');
  });

  it('wants a pay password of exactly 6 digits', () => {
    expect(checkPayPassword('12345')).toBe('The payment password must be exactly 6 digits');
    expect(checkPayPassword('12345a')).toBe('The payment password must be exactly 6 digits');
    expect(checkPayPassword('1234567')).toBe('The payment password must be exactly 6 digits');
    expect(checkPayPassword('012345')).toBeNull();
  });

  it('refuses an empty nickname', () => {
    expect(checkNickname('  ')).toBe('Nickname cannot be empty');
    expect(checkNickname('Ann')).toBeNull();
  });

  it('reports the first problem', () => {
    expect(firstError(null, 'a', 'b')).toBe('a');
    expect(firstError(null, null)).toBeNull();
  });
});
