// The member app's home-screen icons, drawn once and committed under web/public/: the favicon's
// gold "TV" square at install sizes. The letters are paths, not text, so the PNGs do not depend on
// the fonts of the machine that draws them. Run again after changing the drawing:
//   node scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve(import.meta.dirname, '..', 'web', 'public');

/** "TV" in a 512 box, centred; the block spans 280 × 200, well inside a maskable icon's safe circle. */
const LETTERS = `
  <g fill="#3a2c10">
    <path d="M116 156h132v42h-44v158h-44V198h-44z"/>
    <path d="M262 156h46l21 95 21-95h46l-44 200h-46z"/>
  </g>`;

const GOLD = `
  <title>TV</title>
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e0bd6a"/>
      <stop offset="1" stop-color="#b88b34"/>
    </linearGradient>
  </defs>`;

/** Rounded, like the favicon: the corners stay clear where the launcher does not mask. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${GOLD}
  <rect width="512" height="512" rx="112" fill="url(#gold)"/>${LETTERS}
</svg>
`;

/** Full bleed: the launcher (Android's mask, iOS's corners) cuts its own shape. */
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${GOLD}
  <rect width="512" height="512" fill="url(#gold)"/>${LETTERS}
</svg>
`;

const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'icon-maskable-512.png', svg: square, size: 512 },
  { file: 'apple-touch-icon.png', svg: square, size: 180 },
];

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'icon.svg'), rounded);
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(OUT, file));
  console.log(`web/public/${file} ${size}×${size}`);
}
