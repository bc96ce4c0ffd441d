import type { LanguageCode } from '@club/contract/lib/languages';
import { setDefaultConfig } from 'antd-mobile';
import type enUS from 'antd-mobile/es/locales/en-US';

export type AntdLocale = typeof enUS;

type Loader = () => Promise<{ default: AntdLocale }>;

/** antd-mobile's own texts (pickers, dialogs) per language; those it lacks use its English. */
const loaders: Record<LanguageCode, Loader> = {
  'ar-EG': () => import('antd-mobile/es/locales/ar-SA'),
  'de-DE': () => import('antd-mobile/es/locales/de-DE'),
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'pl-PL': () => import('antd-mobile/es/locales/en-US'),
  'sk-SK': () => import('antd-mobile/es/locales/en-US'),
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  'id-ID': () => import('antd-mobile/es/locales/id-ID'),
  'en-PH': () => import('antd-mobile/es/locales/en-US'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  'ru-RU': () => import('antd-mobile/es/locales/ru-RU'),
  'pt-PT': () => import('antd-mobile/es/locales/pt-BR'),
  'th-TH': () => import('antd-mobile/es/locales/th-TH'),
};

/** Loads the locale and makes it the default for imperative components (Toast, Dialog). */
export async function loadAntdLocale(code: LanguageCode): Promise<AntdLocale> {
  const locale = (await loaders[code]()).default;
  setDefaultConfig({ locale });
  return locale;
}
