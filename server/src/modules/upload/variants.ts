import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@club/contract/lib/image-variants';
import sharp from 'sharp';

/**
 * The most pixels an upload may decode to: 40 megapixels is a full-resolution phone photo, and a
 * few kilobytes of PNG can claim a billion (a decompression bomb) that would take gigabytes to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** WebP at this quality is about a tenth of the PNG at the widths the member app shows. */
const WEBP_QUALITY = 75;

/** `<hex>-w320.webp`: a copy of `<hex>.<ext>`; the width is one of `IMAGE_VARIANT_WIDTHS`. */
const VARIANT_NAME = /^([0-9a-f]{32})-w(\d+)\.webp$/;

export function variantName(fileName: string, width: number) {
  return `${fileName.slice(0, fileName.indexOf('.'))}-w${width}.webp`;
}

/** The stem and width a variant's name asks for; undefined for any other name. */
export function parseVariantName(name: string): { stem: string; width: number } | undefined {
  const match = VARIANT_NAME.exec(name);
  const width = Number(match?.[2]);
  if (!match || !IMAGE_VARIANT_WIDTHS.some((w) => w === width)) return undefined;
  return { stem: match[1] as string, width };
}

export type ImageSize = { width: number; height: number };

/**
 * An image's upright pixel size, read from its header without decoding it; 'too-large' past
 * `MAX_IMAGE_PIXELS`; undefined when the header does not parse or the image is animated (its
 * copies would keep only the first frame, so it is served as it is).
 */
export async function readImageSize(content: Buffer): Promise<ImageSize | 'too-large' | undefined> {
  // The limit is checked here on the header's claim, then again by every decode below.
  const meta = await sharp(content, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) return 'too-large';
  if ((meta.pages ?? 1) > 1) return undefined;
  return meta.autoOrient ?? { width: meta.width, height: meta.height };
}

/**
 * Writes `fileName`'s WebP copies into `dir`, never wider than the original (a narrower original
 * gives same-size copies, so every name exists), and returns their widths; none when the image
 * does not decode. Each copy is written under a temporary name and renamed, so a reader never
 * sees half a file and two writers of the same copy both leave a whole one.
 */
export async function writeVariants(dir: string, fileName: string, content: Buffer): Promise<number[]> {
  const upright = sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
  try {
    await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => {
        const target = path.join(dir, variantName(fileName, width));
        const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await upright
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toFile(temporary);
          await fs.rename(temporary, target);
        } finally {
          await fs.rm(temporary, { force: true });
        }
      }),
    );
    return [...IMAGE_VARIANT_WIDTHS];
  } catch {
    return [];
  }
}
