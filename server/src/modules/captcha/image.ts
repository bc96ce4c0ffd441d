import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

export const PUZZLE = { width: 300, height: 160, piece: 48 } as const;

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Inside the piece's outline: a rounded square with a round knob on its top edge. */
function inPiece(px: number, py: number, size: number): boolean {
  const body = size - 10;
  const top = 10;
  const knob = 7;
  const cx = size / 2;
  if ((px - cx) ** 2 + (py - top) ** 2 <= knob ** 2) return true;
  if (px < 0 || py < top || px >= body + 5 || py >= top + body - 2) return false;
  const r = 6;
  const x0 = Math.max(r - px, 0, px - (body + 5 - 1 - r));
  const y0 = Math.max(top + r - py, 0, py - (top + body - 2 - 1 - r));
  return x0 * x0 + y0 * y0 <= r * r;
}

function dataUrl(png: PNG): string {
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/**
 * A random landscape-like picture (a sky gradient, hills and blobs) with a piece-shaped hole at
 * (x, y); the piece carries the pixels that were cut out. Made fresh for every challenge, so a
 * solver cannot look the answer up.
 */
export function drawPuzzle(x: number, y: number): { background: string; piece: string } {
  const { width, height, piece: size } = PUZZLE;
  const hue = randomInt(0, 360);
  const bg = new PNG({ width, height });
  const top = hsl(hue, 0.55, 0.72);
  const bottom = hsl((hue + 40) % 360, 0.5, 0.45);
  const blobs = Array.from({ length: 9 }, () => ({
    cx: randomInt(0, width),
    cy: randomInt(0, height),
    r: randomInt(12, 46),
    color: hsl((hue + randomInt(60, 300)) % 360, 0.5, randomInt(35, 70) / 100),
  }));
  const hills = Array.from({ length: 3 }, (_, i) => ({
    phase: randomInt(0, 628) / 100,
    freq: (randomInt(8, 25) / 1000) * (i + 1),
    base: height * (0.55 + i * 0.15),
    amp: randomInt(8, 22),
    color: hsl((hue + 90 + i * 25) % 360, 0.4, 0.3 + i * 0.08),
  }));
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const t = py / height;
      let c: Rgb = [0, 1, 2].map((k) => Math.round(top[k] * (1 - t) + bottom[k] * t)) as Rgb;
      for (const b of blobs) {
        const d = (px - b.cx) ** 2 + (py - b.cy) ** 2;
        if (d < b.r * b.r) c = c.map((v, k) => Math.round(v * 0.45 + b.color[k] * 0.55)) as Rgb;
      }
      for (const h of hills) {
        if (py > h.base + Math.sin(px * h.freq + h.phase) * h.amp) c = h.color;
      }
      const noise = randomInt(-10, 11);
      const i = (py * width + px) * 4;
      bg.data[i] = Math.max(0, Math.min(255, c[0] + noise));
      bg.data[i + 1] = Math.max(0, Math.min(255, c[1] + noise));
      bg.data[i + 2] = Math.max(0, Math.min(255, c[2] + noise));
      bg.data[i + 3] = 255;
    }
  }

  const pc = new PNG({ width: size, height: size });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      if (!inPiece(px, py, size)) continue;
      const edge =
        !inPiece(px - 2, py, size) ||
        !inPiece(px + 2, py, size) ||
        !inPiece(px, py - 2, size) ||
        !inPiece(px, py + 2, size);
      const src = ((y + py) * width + (x + px)) * 4;
      const dst = (py * size + px) * 4;
      for (let k = 0; k < 3; k++) {
        pc.data[dst + k] = edge ? 255 : bg.data[src + k];
        bg.data[src + k] = edge ? 235 : Math.round(bg.data[src + k] * 0.35);
      }
      pc.data[dst + 3] = edge ? 230 : 255;
    }
  }
  return { background: dataUrl(bg), piece: dataUrl(pc) };
}
