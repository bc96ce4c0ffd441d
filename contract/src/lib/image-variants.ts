/**
 * Every uploaded still image (PNG, JPEG, WebP) is also kept as WebP copies at these widths, named
 * from the original: `/uploads/<hex>.png` → `/uploads/<hex>-w320.webp`. The server answers every
 * one of these names whenever it answers the original (a copy is never wider than the original,
 * and an image it cannot copy is answered with the original), so a page may list them all in a
 * `srcset` without knowing more about the file. 1080 covers a full-width phone image at 2.75×.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1080] as const;

/** An upload URL that has variants: the stem, the extension and a signed link's query, if any. */
const STILL_URL = /^(\/uploads\/[0-9a-f]{32})\.(?:png|jpg|webp)(\?[^#]*)?$/;

/**
 * The URL of `url`'s WebP copy at `width`, keeping a signed link's query (the signature of the
 * original opens its copies too); undefined for anything without copies (GIF, video, other hosts).
 */
export function imageVariantUrl(url: string, width: number): string | undefined {
  const match = STILL_URL.exec(url);
  return match ? `${match[1]}-w${width}.webp${match[2] ?? ''}` : undefined;
}
