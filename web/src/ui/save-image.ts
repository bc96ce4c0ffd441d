import { t } from '../i18n';
import { saveFile } from './save-file';
import { showToast } from './toast';

/** A QR code's side when saved: large enough to print or to scan from another screen. */
const RASTER_PX = 600;

/** An SVG (a QR code) as a PNG, which every photo gallery takes. */
async function rasterize(src: string): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = RASTER_PX;
  canvas.height = RASTER_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  // A white quiet zone: scanners need light around the code, and a gallery may show it on black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, RASTER_PX, RASTER_PX);
  context.drawImage(image, 0, 0, RASTER_PX, RASTER_PX);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
}

const extensionOf = (type: string) =>
  type.split('/')[1]?.replace('jpeg', 'jpg').replace(/\W.*$/, '') || 'img';

/**
 * Saves an image to the device (spec §8: "Image saved" or failed). A picture is saved as the server
 * sent it; a drawn SVG as a PNG. `name` is the file's name without its extension.
 */
export async function saveImage(src: string, name: string): Promise<boolean> {
  try {
    let blob: Blob;
    if (src.startsWith('data:image/svg')) blob = await rasterize(src);
    else {
      const answer = await fetch(src);
      if (!answer.ok) throw new Error(`image answered ${answer.status}`);
      blob = await answer.blob();
    }
    saveFile(blob, `${name}.${extensionOf(blob.type)}`);
    void showToast({ icon: 'success', content: t('common.imageSaved') });
    return true;
  } catch {
    void showToast({ icon: 'fail', content: t('common.imageSaveFailed') });
    return false;
  }
}
