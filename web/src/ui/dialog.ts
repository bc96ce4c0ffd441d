import type { DialogConfirmProps } from 'antd-mobile';
import { layersSettled, openLayer } from './layers';

/*
 * antd-mobile's Dialog brings its mask and animation library (~20 KB gzipped), like the toast: it is
 * loaded when a dialog first opens, off the first load of the pages that may ask.
 */
const loadDialog = () => import('./dialog-impl').then((m) => m.default);

/**
 * A confirm dialog; true when the member confirmed. It is a layer (`layers.ts`): the phone's Back or
 * Escape cancels it, so leaving the page never leaves it standing over the next one.
 */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return loadDialog().then(
    (Dialog) =>
      new Promise<boolean>((resolve) => {
        const release = openLayer(() => {
          Dialog.clear();
          resolve(false);
        });
        // The answer comes once the dialog's history entry is gone, so whatever the caller does
        // next with the history (a navigation, a guard entry of its own) comes after it.
        void Dialog.confirm(props).then(async (confirmed) => {
          release();
          await layersSettled();
          resolve(confirmed);
        });
      }),
  );
}
