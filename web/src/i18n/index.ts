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

/** A part of a language's texts (first-screen.ts), merged deeply into what is loaded. */
type Part = { default: Record<string, unknown> };
type Loaders = Record<string, () => Promise<Part>>;

/**
 * Two chunks per language (first-screen.ts): the login screen's texts, and the rest, which every
 * other page waits for (`loadAllTexts`). Only the current language's are ever fetched.
 */
const firstLoaders: Loaders =
  import.meta.env.MODE === 'test'
    ? // The tests run without the build's plugin that splits the files: there, each part is the whole file.
      import.meta.glob<Part>('./locales/*.json')
    : import.meta.glob<Part>('./locales/*.json', { query: '?texts=first' });
const restLoaders: Loaders =
  import.meta.env.MODE === 'test'
    ? firstLoaders
    : import.meta.glob<Part>('./locales/*.json', { query: '?texts=rest' });

function loaderOf(loaders: Loaders, code: LanguageCode) {
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

let markInitialized: () => void = () => {};
const initialized = new Promise<void>((resolve) => {
  markInitialized = resolve;
});
const allTexts = new Map<LanguageCode, Promise<void>>();

/**
 * The language's texts beyond the login screen's: every page but login waits for them before it
 * first renders (app/routes.tsx), as does a change of language. Fetched once per language; asked
 * for before the first-screen texts are in, they are added once those are.
 */
export function loadAllTexts(code: LanguageCode = currentLanguage()): Promise<void> {
  let pending = allTexts.get(code);
  if (!pending) {
    pending = Promise.all([loaderOf(restLoaders, code)(), initialized]).then(([messages]) => {
      i18next.addResourceBundle(code, 'translation', messages.default, true, true);
    });
    // A failed fetch is tried again on the next page, not remembered.
    pending.catch(() => allTexts.delete(code));
    allTexts.set(code, pending);
  }
  return pending;
}

async function ensureLoaded(code: LanguageCode): Promise<void> {
  const all = loadAllTexts(code);
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const messages = await loaderOf(firstLoaders, code)();
    i18next.addResourceBundle(code, 'translation', messages.default, true, true);
  }
  await all;
}

export async function initI18n(code: LanguageCode = initialLanguage()): Promise<LanguageCode> {
  const messages = await loaderOf(firstLoaders, code)();
  await i18next.use(initReactI18next).init({
    lng: code,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [code]: { translation: messages.default } },
    // Same placeholder style as the server's messages: "Please enter {field}".
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    react: { useSuspense: false },
  });
  markInitialized();
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
