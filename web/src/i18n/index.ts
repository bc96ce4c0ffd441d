import {
  FALLBACK_LANGUAGE,
  isRtl,
  LANGUAGE_CODES,
  type LanguageCode,
  matchLanguage,
} from '@club/contract/lib/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../lib/storage';

export type Messages = typeof import('./locales/en.json');

/** One chunk per language: only the current one is ever fetched. */
const loaders = import.meta.glob<{ default: Messages }>('./locales/*.json');

function loaderOf(code: LanguageCode) {
  const load = loaders[`./locales/${code}.json`];
  if (!load) throw new Error(`No locale file for ${code}`);
  return load;
}

function isSupported(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * The language to start with: the stored one when supported, an unsupported stored value falls back
 * to English (spec §9); with nothing stored, the browser's language when we have it.
 */
export function initialLanguage(): LanguageCode {
  const stored = storage.get<string>('lang');
  if (stored !== null) return isSupported(stored) ? stored : FALLBACK_LANGUAGE;
  return (
    matchLanguage(typeof navigator === 'undefined' ? undefined : navigator.language) ?? FALLBACK_LANGUAGE
  );
}

/** Before the texts are loaded, the language they will be in: a page's data is asked for meanwhile. */
export function currentLanguage(): LanguageCode {
  if (!i18next.isInitialized) return initialLanguage();
  const lang = i18next.language;
  return isSupported(lang) ? lang : FALLBACK_LANGUAGE;
}

function applyToDocument(code: LanguageCode): void {
  const html = document.documentElement;
  html.lang = code;
  html.dir = isRtl(code) ? 'rtl' : 'ltr';
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const messages = await loaderOf(code)();
  i18next.addResourceBundle(code, 'translation', messages.default, true, true);
}

export async function initI18n(code: LanguageCode = initialLanguage()): Promise<LanguageCode> {
  const messages = await loaderOf(code)();
  await i18next.use(initReactI18next).init({
    lng: code,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [code]: { translation: messages.default } },
    // Same placeholder style as the server's messages: "Please enter {field}".
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    react: { useSuspense: false },
  });
  storage.set('lang', code);
  applyToDocument(code);
  return code;
}

/** Loads the language's texts, switches every mounted component at once and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await ensureLoaded(code);
  await i18next.changeLanguage(code);
  storage.set('lang', code);
  applyToDocument(code);
}

export const t = i18next.t.bind(i18next);
export { i18next };
