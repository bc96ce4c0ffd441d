import type { LanguageCode } from '@club/contract/lib/languages';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';

type Loader = () => Promise<{ default: Locale }>;

/** antd's own texts (pagination, pickers, empty states) per language, with dayjs's month names. */
const loaders: Record<LanguageCode, [Loader, string, () => Promise<unknown>]> = {
  'ar-EG': [() => import('antd/locale/ar_EG'), 'ar', () => import('dayjs/locale/ar')],
  'de-DE': [() => import('antd/locale/de_DE'), 'de', () => import('dayjs/locale/de')],
  en: [() => import('antd/locale/en_US'), 'en', async () => undefined],
  es: [() => import('antd/locale/es_ES'), 'es', () => import('dayjs/locale/es')],
  fr: [() => import('antd/locale/fr_FR'), 'fr', () => import('dayjs/locale/fr')],
  'ja-JP': [() => import('antd/locale/ja_JP'), 'ja', () => import('dayjs/locale/ja')],
  'ko-KR': [() => import('antd/locale/ko_KR'), 'ko', () => import('dayjs/locale/ko')],
  'pl-PL': [() => import('antd/locale/pl_PL'), 'pl', () => import('dayjs/locale/pl')],
  'sk-SK': [() => import('antd/locale/sk_SK'), 'sk', () => import('dayjs/locale/sk')],
  'zh-Hans': [() => import('antd/locale/zh_CN'), 'zh-cn', () => import('dayjs/locale/zh-cn')],
  'id-ID': [() => import('antd/locale/id_ID'), 'id', () => import('dayjs/locale/id')],
  'en-PH': [() => import('antd/locale/en_US'), 'en', async () => undefined],
  'zh-Hant': [() => import('antd/locale/zh_TW'), 'zh-tw', () => import('dayjs/locale/zh-tw')],
  'ru-RU': [() => import('antd/locale/ru_RU'), 'ru', () => import('dayjs/locale/ru')],
  'pt-PT': [() => import('antd/locale/pt_PT'), 'pt', () => import('dayjs/locale/pt')],
  'th-TH': [() => import('antd/locale/th_TH'), 'th', () => import('dayjs/locale/th')],
};

export async function loadAntdLocale(code: LanguageCode): Promise<Locale> {
  const [antd, dayjsName, dayjsLocale] = loaders[code];
  const [locale] = await Promise.all([antd(), dayjsLocale()]);
  dayjs.locale(dayjsName);
  return locale.default;
}
