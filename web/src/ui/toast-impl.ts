// The dynamic-import target of ui/toast.ts. It must be a module of ours: importing antd's toast module
// directly would tie it to the antd-mobile barrel the first page loads, and pull it into that page.
import { Toast } from 'antd-mobile';

export default Toast;
