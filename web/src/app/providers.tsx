import type { LanguageCode } from '@club/contract/lib/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { i18next } from '../i18n';
import { queryClient } from '../shared/query-client';
import { type AntdLocale, loadAntdLocale } from './antd-locale';

export function Providers({ locale: initial, children }: { locale: AntdLocale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial);

  useEffect(() => {
    const onChange = (code: string) => {
      loadAntdLocale(code as LanguageCode).then(setLocale, (error) => console.error(error));
      // The server answers in the asked language (site description, titles, messages): what is on
      // screen is fetched again in the new one, the rest when next shown.
      void queryClient.invalidateQueries();
    };
    i18next.on('languageChanged', onChange);
    return () => i18next.off('languageChanged', onChange);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
