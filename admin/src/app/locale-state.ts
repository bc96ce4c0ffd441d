import { isRtl, type LanguageCode } from '@club/contract/lib/languages';
import type { Locale } from 'antd/es/locale';
import { create } from 'zustand';
import { loadAntdLocale } from './antd-locale';

/** antd's locale and direction, following the chosen language. */
export const useLocaleState = create<{
  locale: Locale | undefined;
  direction: 'ltr' | 'rtl';
  load: (code: LanguageCode) => Promise<void>;
}>((set) => ({
  locale: undefined,
  direction: 'ltr',
  async load(code) {
    const locale = await loadAntdLocale(code);
    set({ locale, direction: isRtl(code) ? 'rtl' : 'ltr' });
  },
}));
