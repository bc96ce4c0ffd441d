import type { TAreaCodeEntry } from '@club/contract';
import type { LanguageCode } from '@club/contract/lib/languages';
import { useEffect } from 'react';
import { create } from 'zustand';
import { currentLanguage } from '../../i18n';
import { useAreaCodes } from './api/get-area-codes';

/** The country a language most likely dials from, to preselect the area code. */
const COUNTRY_OF_LANGUAGE: Record<LanguageCode, string> = {
  'ar-EG': 'EG',
  'de-DE': 'DE',
  en: 'US',
  es: 'ES',
  fr: 'FR',
  'ja-JP': 'JP',
  'ko-KR': 'KR',
  'pl-PL': 'PL',
  'sk-SK': 'SK',
  'zh-Hans': 'CN',
  'id-ID': 'ID',
  'en-PH': 'PH',
  'zh-Hant': 'TW',
  'ru-RU': 'RU',
  'pt-PT': 'PT',
  'th-TH': 'TH',
};

/** By language, else +1, else the first entry. */
export function defaultAreaCode(entries: TAreaCodeEntry[], language: LanguageCode): TAreaCodeEntry | null {
  const country = COUNTRY_OF_LANGUAGE[language];
  return (
    entries.find((e) => e.country === country) ??
    entries.find((e) => e.areaCode === '1') ??
    entries[0] ??
    null
  );
}

/** The chosen country, shared by login, register and the area-code page. */
export const useAreaCodeChoice = create<{ country: string | null; areaCode: string | null }>(() => ({
  country: null,
  areaCode: null,
}));

export function chooseAreaCode(entry: TAreaCodeEntry): void {
  useAreaCodeChoice.setState({ country: entry.country, areaCode: entry.areaCode });
}

/** The current choice (defaulted once the list arrives) and the list itself. */
export function useAreaCode() {
  const list = useAreaCodes();
  const choice = useAreaCodeChoice();
  useEffect(() => {
    if (choice.areaCode || !list.data) return;
    const fallback = defaultAreaCode(list.data, currentLanguage());
    if (fallback) chooseAreaCode(fallback);
  }, [choice.areaCode, list.data]);
  const entry =
    list.data?.find((e) => e.country === choice.country && e.areaCode === choice.areaCode) ?? null;
  return { areaCode: choice.areaCode ?? '', country: choice.country, entry, list };
}
