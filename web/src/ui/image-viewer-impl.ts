// The dynamic-import target of ui/image-viewer.ts, a module of ours for the same reason as toast-impl.ts.
import { ImageViewer } from 'antd-mobile';

export default ImageViewer;
