import { FALLBACK_LANGUAGE, type LanguageCode } from '@club/contract';
import arEG from '@club/contract/i18n/ar-EG.json' with { type: 'json' };
import deDE from '@club/contract/i18n/de-DE.json' with { type: 'json' };
import en from '@club/contract/i18n/en.json' with { type: 'json' };
import enPH from '@club/contract/i18n/en-PH.json' with { type: 'json' };
import es from '@club/contract/i18n/es.json' with { type: 'json' };
import fr from '@club/contract/i18n/fr.json' with { type: 'json' };
import idID from '@club/contract/i18n/id-ID.json' with { type: 'json' };
import jaJP from '@club/contract/i18n/ja-JP.json' with { type: 'json' };
import koKR from '@club/contract/i18n/ko-KR.json' with { type: 'json' };
import plPL from '@club/contract/i18n/pl-PL.json' with { type: 'json' };
import ptPT from '@club/contract/i18n/pt-PT.json' with { type: 'json' };
import ruRU from '@club/contract/i18n/ru-RU.json' with { type: 'json' };
import skSK from '@club/contract/i18n/sk-SK.json' with { type: 'json' };
import thTH from '@club/contract/i18n/th-TH.json' with { type: 'json' };
import zhHans from '@club/contract/i18n/zh-Hans.json' with { type: 'json' };
import zhHant from '@club/contract/i18n/zh-Hant.json' with { type: 'json' };

type Messages = { [key: string]: string | Messages };

const catalogues: Record<LanguageCode, Messages> = {
  'ar-EG': arEG,
  'de-DE': deDE,
  en,
  'en-PH': enPH,
  es,
  fr,
  'id-ID': idID,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  'ru-RU': ruRU,
  'sk-SK': skSK,
  'th-TH': thTH,
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
};

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(lang: LanguageCode, key: string): boolean {
  return lookup(catalogues[lang], key) !== undefined;
}

/** The message for `key` in `lang` (else English, else the key), with `{name}` placeholders filled. */
export function translate(
  lang: LanguageCode,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = lookup(catalogues[lang], key) ?? lookup(catalogues[FALLBACK_LANGUAGE], key) ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** An amount in a refusal ("1000.00", as `formatMinor` writes it). */
const DECIMAL = /^-?\d+\.\d+$/;

/** "1000.00" as the reader writes it: "1,000.00", "1.000,00", "١٬٠٠٠٫٠٠"; the digits kept exact. */
function decimalIn(lang: LanguageCode, value: string) {
  const fraction = value.length - value.indexOf('.') - 1;
  const format = new Intl.NumberFormat(lang, {
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  });
  // A string keeps every digit (no float); Node's Intl formats decimal strings exactly.
  return format.format(value as unknown as number);
}

/**
 * A refusal's message in the reader's language: a field named by its translated label, an amount
 * written as the reader writes numbers.
 */
export function errorMessage(lang: LanguageCode, name: string, params: Record<string, string | number> = {}) {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    shown[key] = typeof value === 'string' && DECIMAL.test(value) ? decimalIn(lang, value) : value;
  }
  if (typeof params.field === 'string') {
    shown.field = translate(lang, `fields.${params.field}`).replace(/^fields\./, '');
  }
  return translate(lang, `errors.${name}`, shown);
}
