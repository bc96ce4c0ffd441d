import { LANGUAGE_CODES } from '@club/contract/lib/languages';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const at = (o: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

/** A key missing in one language would show raw there: English is loaded only when chosen. */
describe('back-office locale files', () => {
  const english = keys(files['./locales/en.json']).sort();

  it('exist for the 16 languages', () => {
    const codes = Object.keys(files).map((f) => f.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has exactly the keys of en, none empty', (code) => {
    const other = files[`./locales/${code}.json`];
    expect(keys(other).sort()).toEqual(english);
    expect(english.filter((key) => typeof at(other, key) !== 'string' || at(other, key) === '')).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s keeps every placeholder of en', (code) => {
    const other = files[`./locales/${code}.json`];
    for (const key of english) {
      const wanted = (String(at(files['./locales/en.json'], key)).match(/\{\w+\}/g) ?? []).sort();
      expect((String(at(other, key)).match(/\{\w+\}/g) ?? []).sort(), `${code}: ${key}`).toEqual(wanted);
    }
  });
});
