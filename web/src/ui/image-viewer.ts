/*
 * antd-mobile's ImageViewer brings its gestures and animation library (~25 KB gzipped): loaded on the
 * first tap on a picture, off the first load of the pages that show pictures.
 */
const loadViewer = () => import('./image-viewer-impl').then((m) => m.default);

/** Images full screen, from the one tapped, swiped through; closed by a tap. */
export function showImages(images: string[], defaultIndex: number): void {
  void loadViewer().then((ImageViewer) => ImageViewer.Multi.show({ images, defaultIndex }));
}
