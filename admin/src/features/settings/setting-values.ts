import type { TSetting } from '@club/contract';
import { RATE_PATTERN } from '@club/contract/lib/money-math';

/** A setting's descriptor without its values: what an input needs (also a list item's). */
export type Descriptor = Pick<
  TSetting,
  | 'type'
  | 'nullable'
  | 'min'
  | 'max'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'options'
  | 'minItems'
  | 'maxItems'
  | 'item'
>;

/**
 * What the form holds for a value: numbers, booleans and strings as they are, an empty text for
 * a null string, lists item by item, and `json` values as their text (parsed back on save).
 */
export type FormValue = number | boolean | string | null | FormValue[];

/** A rate as the server takes it: a decimal string with at most 6 decimals ("0.015"). */

/** The pattern a string must match: the descriptor's own (a JavaScript regular expression). */
export function patternOf(d: Descriptor): RegExp | undefined {
  if (!d.pattern) return d.type === 'rate' ? RATE_PATTERN : undefined;
  try {
    return new RegExp(d.pattern);
  } catch {
    return undefined;
  }
}

/** "0.0150" → "0.015", "1." → "1": the same rate written once, so an unchanged value stays unchanged. */
export function normalizeRate(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.')) return trimmed;
  return trimmed.replace(/0+$/, '').replace(/\.$/, '');
}

export function toForm(d: Descriptor, value: unknown): FormValue {
  switch (d.type) {
    case 'json':
      return value === undefined ? '' : JSON.stringify(value, null, 2);
    case 'string':
    case 'enum':
      return value === null || value === undefined ? (d.type === 'string' ? '' : null) : String(value);
    case 'list':
    case 'rateList': {
      const item = d.item ?? { type: d.type === 'rateList' ? 'rate' : 'json', nullable: false };
      return Array.isArray(value) ? value.map((v) => toForm(item, v)) : [];
    }
    default:
      return value as FormValue;
  }
}

/** The value to send for what the form holds; throws on a `json` text that does not parse. */
export function fromForm(d: Descriptor, value: FormValue | undefined): unknown {
  switch (d.type) {
    case 'json':
      return JSON.parse(String(value ?? ''));
    case 'string':
      // A cleared text means "not set" where the setting allows it (null = the built-in default).
      return value === '' || value === null || value === undefined ? (d.nullable ? null : '') : value;
    case 'enum':
      return value ?? null;
    case 'rate':
      return typeof value === 'string' ? normalizeRate(value) : value;
    case 'int':
    case 'number':
      return value ?? null;
    case 'list':
    case 'rateList': {
      const item = d.item ?? { type: d.type === 'rateList' ? 'rate' : 'json', nullable: false };
      return Array.isArray(value) ? value.map((v) => fromForm(item, v)) : [];
    }
    default:
      return value;
  }
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the form's value differs from the setting's value in force (unparsable JSON counts as a change). */
export function isChanged(s: TSetting, value: FormValue | undefined): boolean {
  try {
    return !sameValue(fromForm(s, value), s.value);
  } catch {
    return true;
  }
}

/**
 * The setting a server refusal is about: its message names the key (`{field} format error`,
 * `{key} cannot be changed…`). Longest keys first so a key inside a longer one is not taken for it;
 * a refusal of the only key sent is that key's.
 */
export function keyNamedIn(message: string, keys: string[]): string | undefined {
  const named = [...keys]
    .sort((a, b) => b.length - a.length)
    .find((k) => new RegExp(`(^|[^\\w])${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`).test(message));
  return named ?? (keys.length === 1 ? keys[0] : undefined);
}

/** Why a value would be refused, checked in the browser before anything is sent. */
export type Problem =
  | { kind: 'required' | 'json' | 'rate' | 'pattern' }
  | { kind: 'min' | 'max' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems'; limit: number }
  | { kind: 'item'; n: number; problem: Problem };

export function problemOf(d: Descriptor, value: FormValue | undefined): Problem | undefined {
  switch (d.type) {
    case 'int':
    case 'number':
      if (typeof value !== 'number') return d.nullable ? undefined : { kind: 'required' };
      if (d.min !== undefined && value < d.min) return { kind: 'min', limit: d.min };
      if (d.max !== undefined && value > d.max) return { kind: 'max', limit: d.max };
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' || d.nullable ? undefined : { kind: 'required' };
    case 'enum':
      return value === null || value === undefined
        ? d.nullable
          ? undefined
          : { kind: 'required' }
        : undefined;
    case 'rate': {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '') return d.nullable ? undefined : { kind: 'required' };
      return patternOf(d)?.test(text) && RATE_PATTERN.test(text) ? undefined : { kind: 'rate' };
    }
    case 'json':
      try {
        JSON.parse(String(value ?? ''));
        return undefined;
      } catch {
        return { kind: 'json' };
      }
    case 'list':
    case 'rateList': {
      const items = Array.isArray(value) ? value : [];
      if (d.minItems !== undefined && items.length < d.minItems)
        return { kind: 'minItems', limit: d.minItems };
      if (d.maxItems !== undefined && items.length > d.maxItems)
        return { kind: 'maxItems', limit: d.maxItems };
      const item = d.item ?? { type: d.type === 'rateList' ? 'rate' : 'json', nullable: false };
      for (const [i, v] of items.entries()) {
        const problem = problemOf(item, v);
        if (problem) return { kind: 'item', n: i + 1, problem };
      }
      return undefined;
    }
    default: {
      const text = typeof value === 'string' ? value : '';
      if (text === '' && d.nullable) return undefined;
      const length = [...text].length;
      if (d.minLength !== undefined && length < d.minLength) return { kind: 'minLength', limit: d.minLength };
      if (text === '' && d.minLength === undefined && d.pattern === undefined) return undefined;
      if (d.maxLength !== undefined && length > d.maxLength) return { kind: 'maxLength', limit: d.maxLength };
      const pattern = patternOf(d);
      return pattern && !pattern.test(text) ? { kind: 'pattern' } : undefined;
    }
  }
}

/** "31457280" bytes → "30 MiB": sizes read better than byte counts. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
