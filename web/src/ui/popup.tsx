import { Popup as MobilePopup, type PopupProps } from 'antd-mobile';
import { useLayer } from './layers';

/**
 * antd-mobile's Popup as a layer (`layers.ts`): the phone's Back and Escape close it, through
 * `onClose`, before they leave the page. Every sheet of the app is this one.
 */
export function Popup(props: PopupProps & { onClose: () => void }) {
  useLayer(Boolean(props.visible), props.onClose);
  return <MobilePopup {...props} />;
}
