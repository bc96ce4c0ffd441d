import { LANGUAGE_CODES } from '@club/contract/lib/languages';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '../lib/storage';
import { changeLanguage, currentLanguage, initI18n, initialLanguage, t } from './index';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale files (spec §9)', () => {
  const english = keys(files['./locales/en.json']).sort();

  it('exist for the 16 languages', () => {
    const codes = Object.keys(files).map((f) => f.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has exactly the keys of en', (code) => {
    expect(keys(files[`./locales/${code}.json`]).sort()).toEqual(english);
  });

  it.each(LANGUAGE_CODES)('%s keeps every placeholder of en', (code) => {
    const en = files['./locales/en.json'];
    const other = files[`./locales/${code}.json`];
    const at = (o: unknown, path: string) =>
      path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const key of english) {
      const text = at(other, key);
      // A unit is '' where the language does not use it, else a template around {n}.
      const wanted = key.startsWith('units.')
        ? text === ''
          ? []
          : ['{n}']
        : (at(en, key).match(/\{\w+\}/g) ?? []).sort();
      expect((text.match(/\{\w+\}/g) ?? []).sort(), `${code}: ${key}`).toEqual(wanted);
    }
  });
});

/** Texts a feature fetches with its chunk (`feature-texts.tsx`): the same 16 languages, the same keys. */
const featureFiles = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const features = [...new Set(Object.keys(featureFiles).map((f) => f.split('/')[2]))];

describe.each(features)('the %s feature’s texts', (feature) => {
  const file = (code: string) => featureFiles[`../features/${feature}/locales/${code}.json`];
  const english = keys(file('en')).sort();
  const appKeys = new Set(keys(files['./locales/en.json']));

  it.each(LANGUAGE_CODES)('%s has exactly the keys of en, with its placeholders', (code) => {
    expect(keys(file(code)).sort()).toEqual(english);
    const at = (o: unknown, path: string) =>
      path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const key of english) {
      expect((at(file(code), key).match(/\{\w+\}/g) ?? []).sort(), `${code}: ${key}`).toEqual(
        (at(file('en'), key).match(/\{\w+\}/g) ?? []).sort(),
      );
    }
  });

  it('adds keys of its own, not the app’s', () => {
    expect(english.filter((k) => appKeys.has(k))).toEqual([]);
  });
});

describe('language choice', () => {
  beforeEach(() => localStorage.clear());

  it('uses the stored language, and English for an unsupported one', () => {
    storage.set('lang', 'fr');
    expect(initialLanguage()).toBe('fr');
    storage.set('lang', 'xx-YY');
    expect(initialLanguage()).toBe('en');
  });

  it('switches texts, stores lang, and sets dir/lang on <html> (RTL for ar-EG)', async () => {
    await initI18n('en');
    expect(t('pages.home')).toBe('Home');
    await changeLanguage('ar-EG');
    expect(currentLanguage()).toBe('ar-EG');
    expect(storage.get('lang')).toBe('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-EG');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
