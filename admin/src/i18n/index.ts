import {
  FALLBACK_LANGUAGE,
  isRtl,
  LANGUAGE_CODES,
  type LanguageCode,
  matchLanguage,
} from '@club/contract/lib/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Messages = typeof import('./locales/en.json');

const STORAGE_KEY = 'admin-lang';

/** One chunk per language: only the current one is fetched. */
const loaders = import.meta.glob<{ default: Messages }>('./locales/*.json');

function loaderOf(code: LanguageCode) {
  const load = loaders[`./locales/${code}.json`];
  if (!load) throw new Error(`No locale file for ${code}`);
  return load;
}

function isSupported(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The stored language when supported, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored !== null) return isSupported(stored) ? stored : FALLBACK_LANGUAGE;
  return matchLanguage(navigator.language) ?? FALLBACK_LANGUAGE;
}

export function currentLanguage(): LanguageCode {
  const lang = i18next.language;
  return isSupported(lang) ? lang : FALLBACK_LANGUAGE;
}

function applyToDocument(code: LanguageCode): void {
  document.documentElement.lang = code;
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
  document.title = i18next.t('app.title');
}

export async function initI18n(code: LanguageCode = initialLanguage()): Promise<LanguageCode> {
  const messages = await loaderOf(code)();
  await i18next.use(initReactI18next).init({
    lng: code,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [code]: { translation: messages.default } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(code);
  return code;
}

/** Loads the language's texts, switches every mounted component and remembers the choice. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', (await loaderOf(code)()).default, true, true);
  }
  await i18next.changeLanguage(code);
  localStorage.setItem(STORAGE_KEY, code);
  applyToDocument(code);
}

export const t = i18next.t.bind(i18next);
