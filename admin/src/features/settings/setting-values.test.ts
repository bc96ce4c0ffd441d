import type { TSetting } from '@club/contract';
import { ratePercent } from '@club/contract/lib/money-math';
import { describe, expect, it } from 'vitest';
import {
  type Descriptor,
  formatBytes,
  fromForm,
  isChanged,
  keyNamedIn,
  normalizeRate,
  problemOf,
  toForm,
} from './setting-values';

const rateList: Descriptor = {
  type: 'rateList',
  nullable: false,
  minItems: 3,
  maxItems: 3,
  item: { type: 'rate', nullable: false, pattern: '^0(\\.\\d{1,6})?$' },
};
const setting = (d: Descriptor, value: unknown): TSetting => ({
  key: 'k',
  ...d,
  value,
  default: value,
  overridden: false,
  editable: true,
  money: false,
});

describe('rates', () => {
  it('move the decimal point for the percentage, as text', () => {
    expect(ratePercent('0.015')).toBe('1.5');
    expect(ratePercent('0.01')).toBe('1');
    expect(ratePercent('0')).toBe('0');
    expect(ratePercent('0.000001')).toBe('0.0001');
    expect(ratePercent('1.5')).toBe('150');
    expect(ratePercent('0.1234567')).toBeUndefined();
  });

  it('are written once, so an unchanged rate stays unchanged', () => {
    expect(normalizeRate(' 0.0150 ')).toBe('0.015');
    expect(normalizeRate('0.')).toBe('0');
    expect(normalizeRate('0')).toBe('0');
    expect(isChanged(setting(rateList, ['0.01', '0', '0']), ['0.010', '0.0', '0'])).toBe(false);
    expect(isChanged(setting(rateList, ['0.01', '0', '0']), ['0.01', '0.005', '0'])).toBe(true);
  });

  it('are refused past 6 decimals or outside the pattern, naming the item', () => {
    expect(problemOf(rateList, ['0.01', '0', '0'])).toBeUndefined();
    expect(problemOf(rateList, ['0.01', '0', '0.1234567'])).toEqual({
      kind: 'item',
      n: 3,
      problem: { kind: 'rate' },
    });
    expect(problemOf(rateList, ['0.01', '1.5', '0'])).toMatchObject({ kind: 'item', n: 2 });
    expect(problemOf(rateList, ['0.01', '0'])).toEqual({ kind: 'minItems', limit: 3 });
  });
});

describe('form values', () => {
  const nullableText: Descriptor = { type: 'string', nullable: true, maxLength: 60 };
  it('show a null string as empty and send an empty nullable string as null', () => {
    expect(toForm(nullableText, null)).toBe('');
    expect(fromForm(nullableText, '')).toBeNull();
    expect(fromForm(nullableText, 'Film Club')).toBe('Film Club');
    expect(fromForm({ type: 'string', nullable: false }, '')).toBe('');
  });

  it('hold JSON as text and parse it back', () => {
    const json: Descriptor = { type: 'json', nullable: false };
    expect(toForm(json, { a: [1, 2] })).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(fromForm(json, '{"a":1}')).toEqual({ a: 1 });
    expect(problemOf(json, '{oops')).toEqual({ kind: 'json' });
    expect(isChanged(setting(json, { a: 1 }), '{oops')).toBe(true);
  });

  it('check numbers against their bounds, and strings against length and pattern', () => {
    const int: Descriptor = { type: 'int', nullable: false, min: 1, max: 20 };
    expect(problemOf(int, null)).toEqual({ kind: 'required' });
    expect(problemOf(int, 0)).toEqual({ kind: 'min', limit: 1 });
    expect(problemOf(int, 21)).toEqual({ kind: 'max', limit: 20 });
    expect(problemOf(int, 5)).toBeUndefined();
    const code: Descriptor = { type: 'string', nullable: false, pattern: '^[A-Z]{3}$' };
    expect(problemOf(code, 'usd')).toEqual({ kind: 'pattern' });
    expect(problemOf(code, 'EUR')).toBeUndefined();
    expect(problemOf(nullableText, '')).toBeUndefined();
    expect(problemOf(nullableText, 'x'.repeat(61))).toEqual({ kind: 'maxLength', limit: 60 });
  });

  it('handle a list of plain items with bounds', () => {
    const list: Descriptor = {
      type: 'list',
      nullable: false,
      maxItems: 2,
      item: { type: 'int', nullable: false, min: 0 },
    };
    expect(problemOf(list, [1, 2, 3])).toEqual({ kind: 'maxItems', limit: 2 });
    expect(problemOf(list, [1, -1])).toEqual({ kind: 'item', n: 2, problem: { kind: 'min', limit: 0 } });
    expect(fromForm(list, [1, 2])).toEqual([1, 2]);
  });
});

describe('server refusals', () => {
  it('are put on the key their message names, the longest key first', () => {
    const keys = ['uploadMaxBytes', 'uploadVideoMaxBytes', 'withdrawDailyLimit'];
    expect(keyNamedIn('uploadVideoMaxBytes format error', keys)).toBe('uploadVideoMaxBytes');
    expect(keyNamedIn('uploadMaxBytes format error', keys)).toBe('uploadMaxBytes');
    expect(keyNamedIn('Format de withdrawDailyLimit incorrect', keys)).toBe('withdrawDailyLimit');
    expect(keyNamedIn('Service abnormality', keys)).toBeUndefined();
    expect(keyNamedIn('Service abnormality', ['siteName'])).toBe('siteName');
  });
});

it('sizes read in binary units', () => {
  expect(formatBytes(5 * 1024 * 1024)).toBe('5 MiB');
  expect(formatBytes(30 * 1024 * 1024)).toBe('30 MiB');
  expect(formatBytes(1536)).toBe('1.5 KiB');
  expect(formatBytes(1000)).toBe('1000 B');
});
