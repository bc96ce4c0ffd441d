import type { LanguageCode, TAreaCodeEntry } from '@club/contract';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const cache = new Map<LanguageCode, TAreaCodeEntry[]>();

/** Every country or region with its calling code, named in the reader's language, sorted by that name. */
export function areaCodes(lang: LanguageCode): TAreaCodeEntry[] {
  let list = cache.get(lang);
  if (!list) {
    const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    const collator = new Intl.Collator(lang);
    list = getCountries()
      .map((country) => ({
        country,
        name: names.of(country) ?? country,
        areaCode: getCountryCallingCode(country),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(lang, list);
  }
  return list;
}
