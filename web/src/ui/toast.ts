import type { ToastShowProps } from 'antd-mobile';
import { errorMessage } from '../api/errors';
import { openLayers } from './layers';
import styles from './toast.module.css';

type Handler = { close(): void };

/*
 * antd-mobile's Toast brings its animation library (~20 KB gzipped), so it is loaded on first use,
 * off the first load of every route.
 */
const loadToast = () => import('./toast-impl').then((m) => m.default);

/**
 * A toast belongs to the page that raised it: leaving the page closes it, so it never lies over the
 * next page's content. One raised just before the page changed is the outcome of the tap that
 * changed it ("Saved", then back), and goes along to the page it led to.
 */
const CARRIED_MS = 500;
type Shown = { handler: Handler; page: string; at: number };
const shown = new Set<Shown>();
let currentPage = '';

/** The shell names the page on screen at every navigation. */
export function toastsFollowPage(page: string): void {
  if (page === currentPage) return;
  currentPage = page;
  const now = Date.now();
  for (const toast of shown) {
    if (toast.page === page) continue;
    if (now - toast.at < CARRIED_MS) toast.page = page;
    else {
      toast.handler.close();
      shown.delete(toast);
    }
  }
}

export function showToast(props: ToastShowProps | string): Promise<Handler> {
  return loadToast().then((Toast) => {
    const given = typeof props === 'string' ? { content: props } : props;
    // Over a sheet, dialog or keypad: a one-line toast at the top, never over the layer's title or button.
    const options = openLayers() > 0 ? { ...given, icon: undefined, maskClassName: styles.overLayer } : given;
    const toast: Shown = { handler: { close: () => {} }, page: currentPage, at: Date.now() };
    toast.handler = Toast.show({
      ...options,
      afterClose: () => {
        shown.delete(toast);
        options.afterClose?.();
      },
    });
    shown.add(toast);
    return toast.handler;
  });
}

export function toastError(error: unknown): void {
  void showToast({ content: errorMessage(error), position: 'center' });
}

export function toastSuccess(content: string): void {
  void showToast({ icon: 'success', content });
}
