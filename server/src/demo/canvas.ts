import zlib from 'node:zlib';

/** Colours are 0–255 per channel, blended in floating point and written once. */
export type Rgb = readonly [number, number, number];

/** A small deterministic generator (mulberry32), so every demo picture is the same on every start. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Rng = ReturnType<typeof rng>;

export function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + (((h % 360) + 360) % 360) / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Math.hypot is several times slower in V8; the pictures call this millions of times. */
export const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
export const smooth = (e0: number, e1: number, x: number) => {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** An RGB picture in floating point with the few drawing operations the demo art needs. */
export class Canvas {
  readonly px: Float32Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
  }

  /** Blends `color` into one pixel with coverage `a` (0–1). */
  blend(x: number, y: number, color: Rgb, a: number) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || a <= 0) return;
    const i = (y * this.w + x) * 3;
    const k = Math.min(a, 1);
    this.px[i] += (color[0] - this.px[i]) * k;
    this.px[i + 1] += (color[1] - this.px[i + 1]) * k;
    this.px[i + 2] += (color[2] - this.px[i + 2]) * k;
  }

  /** Adds light (screen-like, clipped later). */
  add(x: number, y: number, color: Rgb, a: number) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h || a <= 0) return;
    const i = (y * this.w + x) * 3;
    this.px[i] += color[0] * a;
    this.px[i + 1] += color[1] * a;
    this.px[i + 2] += color[2] * a;
  }

  /** A vertical gradient through evenly spaced stops. */
  vertical(stops: Rgb[], y0 = 0, y1 = this.h) {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.h, y1); y++) {
      const t = Math.max(0, Math.min(1, (y - y0) / Math.max(1, y1 - y0))) * (stops.length - 1);
      const k = Math.max(0, Math.min(stops.length - 2, Math.floor(t)));
      const c = mix(stops[k], stops[k + 1], t - k);
      for (let x = 0; x < this.w; x++) {
        const i = (y * this.w + x) * 3;
        this.px[i] = c[0];
        this.px[i + 1] = c[1];
        this.px[i + 2] = c[2];
      }
    }
  }

  /** Soft radial light around (cx, cy). */
  glow(cx: number, cy: number, r: number, color: Rgb, strength: number) {
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(this.w, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.h, Math.ceil(cy + r));
    const r2 = r * r;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d2 = ((x - cx) * (x - cx) + (y - cy) * (y - cy)) / r2;
        if (d2 >= 1) continue;
        const f = 1 - Math.sqrt(d2);
        const a = strength * f * f;
        const i = (y * this.w + x) * 3;
        this.px[i] += color[0] * a;
        this.px[i + 1] += color[1] * a;
        this.px[i + 2] += color[2] * a;
      }
    }
  }

  /** An anti-aliased disc. */
  disc(cx: number, cy: number, r: number, color: Rgb, alpha = 1) {
    const x0 = Math.max(0, Math.floor(cx - r - 1));
    const x1 = Math.min(this.w, Math.ceil(cx + r + 1));
    const y0 = Math.max(0, Math.floor(cy - r - 1));
    const y1 = Math.min(this.h, Math.ceil(cy + r + 1));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const cover = clamp01(r + 0.5 - len(x + 0.5 - cx, y + 0.5 - cy));
        if (cover > 0) this.blend(x, y, color, cover * alpha);
      }
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb, alpha = 1) {
    const k = Math.min(alpha, 1);
    if (k <= 0) return;
    const xa = Math.max(0, Math.round(x0));
    const xb = Math.min(this.w, Math.round(x1));
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.h, Math.round(y1)); y++) {
      for (let i = (y * this.w + xa) * 3, end = (y * this.w + xb) * 3; i < end; i += 3) {
        this.px[i] += (color[0] - this.px[i]) * k;
        this.px[i + 1] += (color[1] - this.px[i + 1]) * k;
        this.px[i + 2] += (color[2] - this.px[i + 2]) * k;
      }
    }
  }

  /** Fills below the curve y = top(x) (down to `bottom`), anti-aliased along the curve. */
  below(top: (x: number) => number, color: Rgb, alpha = 1, bottom = this.h) {
    for (let x = 0; x < this.w; x++) {
      const t = top(x + 0.5);
      const start = Math.max(0, Math.floor(t));
      for (let y = start; y < Math.min(this.h, bottom); y++) {
        this.blend(x, y, color, alpha * clamp01(y + 1 - t));
      }
    }
  }

  /** A light cone from (x, y) towards `angle` (radians) with the given half-width. */
  beam(x: number, y: number, angle: number, spread: number, length: number, color: Rgb, strength: number) {
    for (let py = 0; py < this.h; py++) {
      for (let px = 0; px < this.w; px++) {
        const dx = px - x;
        const dy = py - y;
        const d = len(dx, dy);
        if (d > length || d < 1) continue;
        let off = Math.atan2(dy, dx) - angle;
        off = Math.atan2(Math.sin(off), Math.cos(off));
        const edge = 1 - Math.abs(off) / spread;
        if (edge > 0) this.add(px, py, color, strength * smooth(0, 0.6, edge) * (1 - d / length));
      }
    }
  }

  /** A standing figure seen from afar: head, shoulders, coat, legs. `s` is its height. */
  figure(cx: number, feet: number, s: number, color: Rgb, coat = 0.28) {
    const head = s * 0.075;
    this.disc(cx, feet - s + head, head, color);
    const top = feet - s + head * 2.1;
    const waist = feet - s * 0.45;
    for (let y = Math.floor(top); y < feet; y++) {
      const t = (y - top) / (feet - top);
      let half: number;
      if (y < waist) half = s * (0.1 + 0.02 * Math.min(1, t * 6));
      else half = s * (0.09 + coat * 0.25 * ((y - waist) / (feet - waist)));
      const legGap = y > feet - s * 0.18 ? s * 0.02 : 0;
      for (let x = Math.floor(cx - half - 1); x <= Math.ceil(cx + half + 1); x++) {
        const inside = clamp01(half + 0.5 - Math.abs(x + 0.5 - cx));
        const gap = legGap > 0 && Math.abs(x + 0.5 - cx) < legGap ? 0 : 1;
        this.blend(x, y, color, inside * gap);
      }
    }
  }

  /** Vignette, a little ordered grain, and optional letterbox bars. */
  finish(opts: { vignette?: number; letterbox?: number; grain?: number; seed?: number } = {}) {
    const { w, h, px } = this;
    const v = opts.vignette ?? 0.55;
    const bar = Math.round((opts.letterbox ?? 0) * h);
    const grain = opts.grain ?? 0;
    const r = rng(opts.seed ?? 7);
    const noise = Float32Array.from({ length: 64 * 64 }, () => (r.next() - 0.5) * grain);
    for (let y = 0; y < h; y++) {
      const ny = (y / h) * 2 - 1;
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3;
        if (y < bar || y >= h - bar) {
          px[i] = px[i + 1] = px[i + 2] = 6;
          continue;
        }
        const nx = (x / w) * 2 - 1;
        const k = 1 - v * smooth(0.45, 1.6, len(nx * 0.9, ny));
        const n = noise[(y & 63) * 64 + (x & 63)];
        px[i] = px[i] * k + n;
        px[i + 1] = px[i + 1] * k + n;
        px[i + 2] = px[i + 2] * k + n;
      }
    }
  }

  /** Encodes as an 8-bit RGB PNG (Sub filter, fast deflate): quick to make and small for smooth art. */
  png(): Buffer {
    const { w, h, px } = this;
    const stride = w * 3 + 1;
    const raw = Buffer.alloc(stride * h);
    const row = new Uint8Array(w * 3);
    for (let y = 0; y < h; y++) {
      for (let i = 0; i < w * 3; i++) {
        const v = px[y * w * 3 + i];
        row[i] = v < 0 ? 0 : v > 255 ? 255 : v + 0.5;
      }
      const o = y * stride;
      raw[o] = 1;
      for (let i = 0; i < w * 3; i++) raw[o + 1 + i] = (row[i] - (i >= 3 ? row[i - 3] : 0)) & 255;
    }
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
      return Buffer.concat([head, data, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(w, 0);
    ihdr.writeUInt32BE(h, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', zlib.deflateSync(raw, { level: 4 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

// A 5×7 pixel font for blocky titles (capitals, digits and a little punctuation); rows split by |.
const GLYPHS: Record<string, string> = {
  A: '.###.|#...#|#...#|#####|#...#|#...#|#...#',
  B: '####.|#...#|#...#|####.|#...#|#...#|####.',
  C: '.###.|#...#|#....|#....|#....|#...#|.###.',
  D: '####.|#...#|#...#|#...#|#...#|#...#|####.',
  E: '#####|#....|#....|####.|#....|#....|#####',
  F: '#####|#....|#....|####.|#....|#....|#....',
  G: '.###.|#...#|#....|#.###|#...#|#...#|.####',
  H: '#...#|#...#|#...#|#####|#...#|#...#|#...#',
  I: '.###.|..#..|..#..|..#..|..#..|..#..|.###.',
  J: '..###|...#.|...#.|...#.|...#.|#..#.|.##..',
  K: '#...#|#..#.|#.#..|##...|#.#..|#..#.|#...#',
  L: '#....|#....|#....|#....|#....|#....|#####',
  M: '#...#|##.##|#.#.#|#.#.#|#...#|#...#|#...#',
  N: '#...#|#...#|##..#|#.#.#|#..##|#...#|#...#',
  O: '.###.|#...#|#...#|#...#|#...#|#...#|.###.',
  P: '####.|#...#|#...#|####.|#....|#....|#....',
  Q: '.###.|#...#|#...#|#...#|#.#.#|#..#.|.##.#',
  R: '####.|#...#|#...#|####.|#.#..|#..#.|#...#',
  S: '.####|#....|#....|.###.|....#|....#|####.',
  T: '#####|..#..|..#..|..#..|..#..|..#..|..#..',
  U: '#...#|#...#|#...#|#...#|#...#|#...#|.###.',
  V: '#...#|#...#|#...#|#...#|#...#|.#.#.|..#..',
  W: '#...#|#...#|#...#|#.#.#|#.#.#|#.#.#|.#.#.',
  X: '#...#|#...#|.#.#.|..#..|.#.#.|#...#|#...#',
  Y: '#...#|#...#|.#.#.|..#..|..#..|..#..|..#..',
  Z: '#####|....#|...#.|..#..|.#...|#....|#####',
  '0': '.###.|#...#|#..##|#.#.#|##..#|#...#|.###.',
  '1': '..#..|.##..|..#..|..#..|..#..|..#..|.###.',
  '2': '.###.|#...#|....#|...#.|..#..|.#...|#####',
  '3': '####.|....#|....#|.###.|....#|....#|####.',
  '4': '...#.|..##.|.#.#.|#..#.|#####|...#.|...#.',
  '5': '#####|#....|####.|....#|....#|#...#|.###.',
  '6': '..##.|.#...|#....|####.|#...#|#...#|.###.',
  '7': '#####|....#|...#.|..#..|.#...|.#...|.#...',
  '8': '.###.|#...#|#...#|.###.|#...#|#...#|.###.',
  '9': '.###.|#...#|#...#|.####|....#|...#.|.##..',
  "'": '..#..|..#..|.#...|.....|.....|.....|.....',
  '-': '.....|.....|.....|#####|.....|.....|.....',
  '.': '.....|.....|.....|.....|.....|.....|..#..',
  ':': '.....|..#..|..#..|.....|..#..|..#..|.....',
  '&': '.##..|#..#.|#.#..|.#...|#.#.#|#..#.|.##.#',
};

/** Width in pixels of `text` set in the block font at `scale`. */
export const textWidth = (text: string, scale: number) => Math.max(0, text.length * 6 * scale - scale);

/** Sets `text` in the block font with its top-left corner at (x, y). */
export function drawText(
  c: Canvas,
  text: string,
  x: number,
  y: number,
  scale: number,
  color: Rgb,
  alpha = 1,
) {
  let cx = x;
  for (const ch of text.toUpperCase()) {
    const glyph = GLYPHS[ch];
    if (glyph) {
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 5; col++) {
          if (glyph[row * 6 + col] === '#') {
            c.rect(
              cx + col * scale,
              y + row * scale,
              cx + (col + 1) * scale,
              y + (row + 1) * scale,
              color,
              alpha,
            );
          }
        }
      }
    }
    cx += 6 * scale;
  }
}

/** Breaks a title into lines that fit `width` at `scale`. */
export function wrap(text: string, width: number, scale: number): string[] {
  const lines: string[] = [];
  for (const word of text.toUpperCase().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, scale) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
