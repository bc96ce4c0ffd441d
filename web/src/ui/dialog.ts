import type { DialogConfirmProps } from 'antd-mobile';

/*
 * antd-mobile's Dialog brings its mask and animation library (~20 KB gzipped), like the toast: it is
 * loaded when a dialog first opens, off the first load of the pages that may ask.
 */
const loadDialog = () => import('./dialog-impl').then((m) => m.default);

/** A confirm dialog; true when the member confirmed. */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return loadDialog().then((Dialog) => Dialog.confirm(props));
}
