import { useCallback, useEffect, useRef } from 'react';
import { openLayer } from './layers';

/*
 * antd-mobile's ImageViewer brings its gestures and animation library (~25 KB gzipped): loaded on the
 * first tap on a picture, off the first load of the pages that show pictures.
 */
const loadViewer = () => import('./image-viewer-impl').then((m) => m.default);

/**
 * Opens pictures full screen, from the one tapped, swiped through. The viewer lives outside the
 * page: leaving the page (the phone's back button) closes it too, even one still loading.
 */
export function useImageViewer(): (images: string[], defaultIndex?: number) => void {
  const open = useRef<{ close: () => void } | null>(null);
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      open.current?.close();
    };
  }, []);
  return useCallback((images: string[], defaultIndex = 0) => {
    void loadViewer().then((ImageViewer) => {
      if (gone.current) return;
      // A layer (layers.ts): Back and Escape close the viewer before they leave the page.
      let release = () => {};
      const afterClose = () => release();
      const viewer =
        images.length === 1
          ? ImageViewer.show({ image: images[0], afterClose })
          : ImageViewer.Multi.show({ images, defaultIndex, afterClose });
      release = openLayer(() => viewer.close());
      open.current = viewer;
    });
  }, []);
}
