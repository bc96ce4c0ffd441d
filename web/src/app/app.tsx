import { HashRouter } from 'react-router';
import type { AntdLocale } from './antd-locale';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ locale }: { locale: AntdLocale }) {
  return (
    <Providers locale={locale}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </Providers>
  );
}
