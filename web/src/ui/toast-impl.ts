// The dynamic-import target of ui/toast.ts. It must be a module of ours: importing antd's toast module
// directly would tie it to the antd-mobile barrel the first page loads, and pull it into that page.
// React 19's render for antd's imperative layers: loaded with them, off the first load.
import './antd-react19';
import { Toast } from 'antd-mobile';

export default Toast;
