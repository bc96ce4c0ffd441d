import { describe, expect, it } from 'vitest';
import { formatRate, progressPercent } from './rate';

describe('formatRate', () => {
  it('shows the API decimal as a percentage, every decimal kept', () => {
    expect(formatRate('0.0015', 'en')).toBe('0.15%');
    expect(formatRate('0.000274', 'en')).toBe('0.0274%');
    expect(formatRate('5.475', 'en')).toBe('547.5%');
    expect(formatRate('0.4512', 'en')).toBe('45.12%');
    expect(formatRate('0', 'en')).toBe('0%');
  });

  it('writes the percentage in the locale', () => {
    expect(formatRate('0.0015', 'de-DE')).toBe('0,15\u00a0%');
    expect(formatRate('0.0015', 'ar-EG')).toMatch(/١٥/);
  });

  it('leaves a malformed rate as it came', () => {
    expect(formatRate('n/a', 'en')).toBe('n/a');
  });
});

describe('progressPercent', () => {
  it('turns progressRate into 0–100', () => {
    expect(progressPercent('0.4512')).toBeCloseTo(45.12);
    expect(progressPercent('1')).toBe(100);
    expect(progressPercent('junk')).toBe(0);
  });
});
