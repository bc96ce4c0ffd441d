import { RouterProvider } from 'react-router/dom';
import type { AntdLocale } from './antd-locale';
import { Providers } from './providers';
import { createAppRouter } from './routes';

const router = createAppRouter();

export function App({ locale }: { locale: AntdLocale }) {
  return (
    <Providers locale={locale}>
      <RouterProvider router={router} />
    </Providers>
  );
}
