import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@club/contract/lib/image-variants';

/**
 * An uploaded image's `srcset`: its WebP copies by width, so the browser downloads the one the
 * box and the screen's density need instead of the full-size original. The server keeps the copies
 * of every still upload and answers each name whenever it answers the original (contract
 * `image-variants`); undefined for an image without copies (a GIF, another host).
 */
export function uploadSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !imageVariantUrl(url, IMAGE_VARIANT_WIDTHS[0])) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/** An uploaded image's copy for a box about `width` CSS pixels wide at 2×, or the image itself. */
export function uploadCopy(url: string, width: number): string {
  const wanted = IMAGE_VARIANT_WIDTHS.find((w) => w >= width * 2) ?? IMAGE_VARIANT_WIDTHS.at(-1);
  return (wanted && imageVariantUrl(url, wanted)) || url;
}

/** An upload image as the server's rich-text allow-list writes it: `<img alt="…" src="/uploads/<hex>.png"`. */
const RICH_UPLOAD_IMAGE = /<img((?: [a-z]+="[^"]*")*?) src="(\/uploads\/[0-9a-f]{32}\.(?:png|jpg|webp))"/g;

/**
 * Rich text with its upload images loading lazily from their copies. Only the exact form the
 * sanitiser writes is rewritten, and the added attributes are built from the hex name alone.
 */
export function withImageCopies(html: string, sizes: string): string {
  return html.replace(
    RICH_UPLOAD_IMAGE,
    (_img, before: string, src: string) =>
      `<img${before} loading="lazy" decoding="async" sizes="${sizes}" srcset="${uploadSrcSet(src)}" src="${src}"`,
  );
}
