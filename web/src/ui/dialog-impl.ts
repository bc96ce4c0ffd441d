// The dynamic-import target of ui/dialog.ts, a module of ours for the same reason as toast-impl.ts.
import { Dialog } from 'antd-mobile';

export default Dialog;
