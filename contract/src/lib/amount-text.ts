/**
 * Amounts a member or an operator types, in major units ("123.45"), to the integer minor units the API takes
 * (12345), and back. Pure string and bigint work: "0.29" must become 29, which `0.29 * 100`
 * (28.999999999999996) does not.
 */

/** The contract's largest single amount, 10^12 minor units: far inside Number's exact range. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

type AmountParse =
  | { ok: true; minor: number }
  | { ok: false; reason: 'empty' | 'format' | 'decimals' | 'zero' | 'tooLarge' };

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits, as Arabic keyboards type them, to ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * "123.45" at exponent 2 → 12345. One decimal separator, "." or "," (either keyboard), or the
 * Arabic decimal separator "٫"; no grouping; at most `exponent` decimals.
 */
export function parseAmount(text: string, exponent: number): AmountParse {
  const clean = asciiDigits(text.trim()).replace(/[,\u066b]/, '.');
  if (!clean) return { ok: false, reason: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(clean);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, reason: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return { ok: false, reason: 'decimals' };
  const minor = BigInt(`${match[1] || '0'}${fraction.padEnd(exponent, '0')}`);
  if (minor === 0n) return { ok: false, reason: 'zero' };
  if (minor > BigInt(MAX_AMOUNT_MINOR)) return { ok: false, reason: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** 12345 at exponent 2 → "123.45": the plain text an amount field holds (ASCII, "." separator). */
export function minorToInput(minor: number, exponent: number): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (exponent === 0) return `${sign}${digits}`;
  const fraction = digits.slice(-exponent).replace(/0+$/, '');
  const whole = digits.slice(0, -exponent);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/**
 * What an amount field keeps while the member types: digits (Arabic ones turned ASCII) and one "."
 * separator, at most `exponent` decimals; null refuses the keystroke, so the field never holds junk.
 */
export function cleanAmountInput(text: string, exponent: number): string | null {
  const clean = asciiDigits(text).replace(/[,\u066b]/, '.');
  const pattern = exponent === 0 ? /^\d{0,13}$/ : new RegExp(`^\\d{0,13}(?:\\.\\d{0,${exponent}})?$`);
  return pattern.test(clean) ? clean : null;
}
