import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fail } from './errors';

export type Phone = { areaCode: string; national: string; e164: string };

/** A real, valid number of the country that the calling code names, or PHONE_INVALID. */
export function parsePhone(areaCode: string, phone: string): Phone {
  const parsed = parsePhoneNumberFromString(`+${areaCode}${phone.replace(/^0+/, '')}`);
  if (!parsed?.isValid() || parsed.countryCallingCode !== areaCode) fail('PHONE_INVALID');
  return { areaCode, national: parsed.nationalNumber, e164: parsed.number };
}

/** 13800001234 → 138****1234: enough to recognise, not enough to dial. */
export function maskPhone(national: string): string {
  if (national.length <= 6) return national;
  return `${national.slice(0, 3)}****${national.slice(-4)}`;
}

/** "+1 2025550100": how the back office shows a member's number (null when there is none). */
export function displayPhone(areaCode: string | null, national: string | null): string | null {
  if (national === null) return null;
  return areaCode ? `+${areaCode} ${national}` : national;
}
