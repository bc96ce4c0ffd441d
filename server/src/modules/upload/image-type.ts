/** The image type a file really is, read from its first bytes; the name and the browser's claim are ignored. */
export function sniffImageType(head: Buffer): { mime: string; ext: string } | undefined {
  const startsWith = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return undefined;
}

/** A trailer clip's type from its first bytes: MP4 (an `ftyp` box) or WebM (an EBML header). */
export function sniffVideoType(head: Buffer): { mime: string; ext: string } | undefined {
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') return { mime: 'video/mp4', ext: 'mp4' };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { mime: 'video/webm', ext: 'webm' };
  }
  return undefined;
}
