// The dynamic-import target of ui/dialog.ts, a module of ours for the same reason as toast-impl.ts.
// React 19's render for antd's imperative layers: loaded with them, off the first load.
import './antd-react19';
import { Dialog } from 'antd-mobile';

export default Dialog;
