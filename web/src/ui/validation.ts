import { t } from '../i18n';

/*
 * The contract's limits, repeated here because importing `@club/contract/auth` would pull zod into
 * the login route's first load; validation.test.ts fails if the two ever differ.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
export const PHONE_PATTERN = /^\d{4,15}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/**
 * Client-side checks with the messages of spec §5. Each returns the message of the first problem, or
 * null. Field names come from `fields.*` so "Please enter {x}" reads naturally in every language.
 */
type Field = 'areaCode' | 'phone' | 'password' | 'newPassword' | 'oldPassword' | 'smsCode' | 'inviteCode';

const field = (name: Field | 'nickname' | 'payPassword' | 'countryOrRegion') => t(`fields.${name}`);

export const pleaseEnter = (name: Field) => t('validation.pleaseEnter', { x: field(name) });

export function required(value: string, name: Field): string | null {
  return value.trim() ? null : pleaseEnter(name);
}

export function checkAreaCode(value: string): string | null {
  return value ? null : t('validation.pleaseSelect', { x: field('countryOrRegion') });
}

export function checkPhone(value: string): string | null {
  if (!value.trim()) return pleaseEnter('phone');
  return PHONE_PATTERN.test(value.trim()) ? null : t('validation.formatError', { x: field('phone') });
}

export function checkPassword(value: string, name: Field = 'password'): string | null {
  if (!value) return pleaseEnter(name);
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX ? null : t('validation.passwordLength');
}

export function checkConfirm(value: string, confirm: string): string | null {
  return value === confirm ? null : t('validation.passwordMismatch');
}

export function checkSmsCode(value: string): string | null {
  if (!value.trim()) return pleaseEnter('smsCode');
  return SMS_CODE_PATTERN.test(value.trim()) ? null : t('validation.formatError', { x: field('smsCode') });
}

export function checkPayPassword(value: string): string | null {
  return PAY_PASSWORD_PATTERN.test(value) ? null : t('validation.payPasswordDigits');
}

export function checkPayConfirm(value: string, confirm: string): string | null {
  return value === confirm ? null : t('validation.payPasswordMismatch');
}

export function checkNickname(value: string): string | null {
  return value.trim() ? null : t('validation.nicknameEmpty');
}

/** The first message of several checks, or null when all pass. */
export function firstError(...results: (string | null)[]): string | null {
  return results.find((r) => r !== null) ?? null;
}
