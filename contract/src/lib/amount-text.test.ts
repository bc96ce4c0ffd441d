import { describe, expect, it } from 'vitest';
import { cleanAmountInput, MAX_AMOUNT_MINOR, minorToInput, parseAmount } from './amount-text';

const minor = (text: string, exponent = 2) => {
  const result = parseAmount(text, exponent);
  return result.ok ? result.minor : result.reason;
};

describe('parseAmount', () => {
  it('turns major units into minor units exactly', () => {
    expect(minor('123.45')).toBe(12345);
    expect(minor('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(minor('1.1')).toBe(110);
    expect(minor('10')).toBe(1000);
    expect(minor('10.')).toBe(1000);
    expect(minor('.5')).toBe(50);
    expect(minor('007.10')).toBe(710);
    expect(minor('  42 ')).toBe(4200);
  });

  it('follows the exponent', () => {
    expect(minor('12345', 0)).toBe(12345);
    expect(minor('1.5', 0)).toBe('decimals');
    expect(minor('12.345', 3)).toBe(12345);
    expect(minor('1.234567', 6)).toBe(1234567);
  });

  it('accepts a comma or the Arabic separator, and Arabic digits', () => {
    expect(minor('12,5')).toBe(1250);
    expect(minor('١٢٣٫٤٥')).toBe(12345);
    expect(minor('۱۰')).toBe(1000);
  });

  it('says what is wrong', () => {
    expect(minor('')).toBe('empty');
    expect(minor('   ')).toBe('empty');
    expect(minor('.')).toBe('format');
    expect(minor('1.2.3')).toBe('format');
    expect(minor('1,000.00')).toBe('format');
    expect(minor('-5')).toBe('format');
    expect(minor('1e3')).toBe('format');
    expect(minor('abc')).toBe('format');
    expect(minor('1.234')).toBe('decimals');
    expect(minor('0')).toBe('zero');
    expect(minor('0.00')).toBe('zero');
    expect(minor('10000000000.01')).toBe('tooLarge');
    expect(minor('10000000000')).toBe(MAX_AMOUNT_MINOR);
  });
});

describe('minorToInput', () => {
  it('writes minor units as plain major-unit text', () => {
    expect(minorToInput(12345, 2)).toBe('123.45');
    expect(minorToInput(12340, 2)).toBe('123.4');
    expect(minorToInput(12300, 2)).toBe('123');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(0, 2)).toBe('0');
    expect(minorToInput(12345, 0)).toBe('12345');
    expect(minorToInput(MAX_AMOUNT_MINOR, 2)).toBe('10000000000');
  });

  it('round-trips through parseAmount', () => {
    for (const value of [1, 29, 110, 999_999, 123_456_789_012]) {
      for (const exponent of [0, 2, 3]) {
        expect(minor(minorToInput(value, exponent), exponent)).toBe(value);
      }
    }
  });
});

describe('cleanAmountInput', () => {
  it('keeps digits and one separator, up to the exponent', () => {
    expect(cleanAmountInput('', 2)).toBe('');
    expect(cleanAmountInput('12', 2)).toBe('12');
    expect(cleanAmountInput('12.', 2)).toBe('12.');
    expect(cleanAmountInput('12,3', 2)).toBe('12.3');
    expect(cleanAmountInput('١٢٫٣', 2)).toBe('12.3');
    expect(cleanAmountInput('12.345', 2)).toBeNull();
    expect(cleanAmountInput('12.3', 0)).toBeNull();
    expect(cleanAmountInput('1a', 2)).toBeNull();
    expect(cleanAmountInput('-1', 2)).toBeNull();
  });
});
