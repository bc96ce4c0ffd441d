import type { ToastShowProps } from 'antd-mobile';
import { errorMessage } from '../api/errors';

type Handler = { close(): void };

/*
 * antd-mobile's Toast brings its animation library (~20 KB gzipped), so it is loaded on first use,
 * off the first load of every route.
 */
const loadToast = () => import('./toast-impl').then((m) => m.default);

export function showToast(props: ToastShowProps | string): Promise<Handler> {
  return loadToast().then((Toast) => Toast.show(props));
}

export function toastError(error: unknown): void {
  void showToast({ content: errorMessage(error), position: 'center' });
}

export function toastSuccess(content: string): void {
  void showToast({ icon: 'success', content });
}
