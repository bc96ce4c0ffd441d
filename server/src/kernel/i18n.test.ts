import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, LANGUAGE_CODES, type LanguageCode } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { errorBody } from './http';
import { translate } from './i18n';

const dir = path.resolve(import.meta.dirname, '../../../contract/src/i18n');
const flat = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
const read = (code: string) =>
  new Map(flat(JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'))));

describe('server message catalogues', () => {
  const en = read('en');

  it('has a message for every error code', () => {
    for (const name of Object.keys(ErrorCode).filter((n) => n !== 'SUCCESS')) {
      expect(en.has(`errors.${name}`), name).toBe(true);
    }
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has every key and placeholder of English', (code) => {
    const other = read(code);
    for (const [key, text] of en) {
      expect(other.has(key), `${code} ${key}`).toBe(true);
      for (const placeholder of text.match(/\{\w+\}/g) ?? []) {
        expect(other.get(key), `${code} ${key}`).toContain(placeholder);
      }
    }
  });

  it('fills placeholders and falls back to the key for unknown messages', () => {
    expect(translate('en', 'errors.SMS_CODE_INVALID', { left: 2 })).toBe('Wrong SMS code. Tries left: 2');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
  it('writes an amount in a refusal as its reader does, every digit kept', () => {
    const min = (lang: LanguageCode, value: string) =>
      errorBody(lang, 'INVEST_BELOW_MINIMUM', { min: value }).message;
    expect(min('en', '1000.00')).toBe('The minimum investment is 1,000.00');
    expect(min('en', '12345678901.99')).toContain('12,345,678,901.99');
    expect(min('de-DE', '1000.05')).toContain('1.000,05');
    expect(min('ar-EG', '1000.00')).toContain('١٬٠٠٠٫٠٠');
    // Counts and ids are not amounts: they stay as given.
    expect(errorBody('en', 'ROLE_IN_USE', { count: 1200 }).message).toContain('1200');
  });
});
