import { Canvas, drawText, hsl, len, mix, type Rgb, type Rng, rng, smooth, textWidth, wrap } from './canvas';

/**
 * Procedural film art for the demo projects: every picture is drawn here from a motif, a hue and a
 * seed, so the seed needs no external files or URLs. Posters are 600×900, stills 960×540.
 */
export type Motif =
  | 'harbor'
  | 'cinema'
  | 'desert'
  | 'lanterns'
  | 'coast'
  | 'orchard'
  | 'bloom'
  | 'street'
  | 'map'
  | 'shorts'
  | 'snow';

export type ArtSpec = { motif: Motif; hue: number; seed: number };

type Palette = { top: Rgb; mid: Rgb; horizon: Rgb; far: Rgb; near: Rgb; ink: Rgb; light: Rgb; accent: Rgb };

function palette(hue: number, shift: number): Palette {
  const h = hue + shift;
  return {
    top: hsl(h + 200, 0.45, 0.1),
    mid: hsl(h + 230, 0.4, 0.28),
    horizon: hsl(h + 20, 0.75, 0.62),
    far: hsl(h + 220, 0.25, 0.24),
    near: hsl(h + 220, 0.3, 0.12),
    ink: hsl(h + 220, 0.35, 0.05),
    light: hsl(h + 35, 0.9, 0.78),
    accent: hsl(h, 0.8, 0.6),
  };
}

/** Where the camera looks: variant 0 is the wide shot, 1 and 2 move the horizon, the light and the subject. */
function camera(variant: number) {
  return [
    { horizon: 0.62, lightX: 0.68, subjectX: 0.3, subject: 0.22 },
    { horizon: 0.7, lightX: 0.25, subjectX: 0.72, subject: 0.55 },
    { horizon: 0.5, lightX: 0.5, subjectX: 0.5, subject: 0.12 },
  ][variant % 3];
}

type Cam = ReturnType<typeof camera>;

/** A ridge line: a sum of a few sines, deterministic per seed. */
function ridge(r: Rng, base: number, amp: number, w: number) {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    f: ((r.range(0.6, 1.6) * (i + 1)) / w) * Math.PI * 2,
    p: r.range(0, Math.PI * 2),
    a: amp / (i + 1),
  }));
  return (x: number) => base + waves.reduce((y, v) => y + v.a * Math.sin(x * v.f + v.p), 0);
}

function stars(c: Canvas, r: Rng, until: number, count: number) {
  for (let i = 0; i < count; i++) {
    const x = r.int(0, c.w - 1);
    const y = r.int(0, Math.floor(until));
    c.add(x, y, [255, 255, 255], r.range(0.15, 0.9) * (1 - y / until));
  }
}

function sky(c: Canvas, p: Palette, horizon: number) {
  c.vertical([p.top, p.mid, p.horizon], 0, horizon);
}

const draw: Record<Motif, (c: Canvas, p: Palette, cam: Cam, r: Rng) => void> = {
  harbor(c, p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([p.ink, p.top, mix(p.mid, p.horizon, 0.25)], 0, hy);
    stars(c, r, hy * 0.8, Math.round((w * h) / 2500));
    const mx = w * cam.lightX;
    const my = hy * 0.35;
    c.glow(mx, my, w * 0.35, [170, 190, 255], 0.35);
    c.disc(mx, my, w * 0.06, [235, 238, 250]);
    // Cranes and warehouses along the far quay.
    for (let x = 0; x < w; x += r.int(w / 14, w / 7)) {
      const bh = r.range(0.03, 0.1) * h;
      c.rect(x, hy - bh, x + r.range(0.05, 0.12) * w, hy, p.far);
      if (r.next() < 0.5) {
        const th = r.range(0.12, 0.22) * h;
        c.rect(x + 4, hy - th, x + 10, hy, p.far);
        c.rect(x - w * 0.06, hy - th, x + w * 0.08, hy - th + 6, p.far);
        c.add(x + 7, Math.round(hy - th - 2), [255, 80, 60], 0.9);
      }
    }
    c.vertical([mix(p.mid, p.ink, 0.4), p.ink], hy, h);
    for (let y = Math.ceil(hy); y < h; y += 3) {
      const spread = (y - hy) * 0.35 + w * 0.03;
      const x0 = mx - spread * r.range(0.3, 1);
      c.rect(
        x0,
        y,
        x0 + spread * r.range(0.4, 1.4),
        y + 1,
        [200, 210, 255],
        0.35 * (1 - (y - hy) / (h - hy)),
      );
    }
    const pier = hy + (h - hy) * 0.45;
    c.rect(0, pier, w * 0.58, pier + h * 0.02, p.ink);
    for (let x = w * 0.04; x < w * 0.58; x += w * 0.09) c.rect(x, pier, x + 5, h, p.ink);
    c.figure(w * cam.subjectX, pier, h * 0.12 * (1 + cam.subject), p.ink, 0.6);
  },

  cinema(c, p, cam, r) {
    const { w, h } = c;
    c.vertical([p.ink, mix(p.ink, p.mid, 0.3), p.ink]);
    const sx0 = w * 0.06;
    const sx1 = w * 0.58;
    const sy0 = h * 0.14;
    const sy1 = h * 0.44;
    // The picture on the screen: a dusk horizon with a lone figure.
    for (let y = Math.floor(sy0); y < sy1; y++) {
      const t = (y - sy0) / (sy1 - sy0);
      const col = t < 0.7 ? mix(p.mid, p.horizon, t / 0.7) : mix(p.far, p.near, (t - 0.7) / 0.3);
      c.rect(sx0, y, sx1, y + 1, mix(col, [255, 255, 255], 0.15));
    }
    c.figure(sx0 + (sx1 - sx0) * (1 - cam.lightX), sy0 + (sy1 - sy0) * 0.72, (sy1 - sy0) * 0.35, p.near);
    c.glow((sx0 + sx1) / 2, (sy0 + sy1) / 2, w * 0.5, p.horizon, 0.25);
    const px = w * 0.92;
    const py = h * 0.2;
    c.beam(px, py, Math.atan2((sy0 + sy1) / 2 - py, (sx0 + sx1) / 2 - px), 0.09, w * 1.2, p.light, 0.35);
    for (let i = 0; i < 90; i++) {
      const t = r.next();
      const x = px + ((sx0 + sx1) / 2 - px) * t;
      const y = py + ((sy0 + sy1) / 2 - py) * t + r.range(-1, 1) * h * 0.05 * t;
      c.add(Math.round(x), Math.round(y), [255, 240, 210], r.range(0.2, 0.7));
    }
    c.glow(px, py, w * 0.06, [255, 250, 230], 1.2);
    // Rows of seats and heads, nearer rows larger.
    for (let row = 0; row < 5; row++) {
      const y = h * (0.62 + row * 0.08);
      const s = h * (0.04 + row * 0.012);
      for (let x = -s + (row % 2) * s; x < w + s; x += s * 2.2) {
        c.disc(x + r.range(-3, 3), y - s * 0.9, s * 0.45, p.ink);
        c.rect(x - s * 0.7, y - s * 0.5, x + s * 0.7, y + s * 2, p.ink);
      }
    }
    c.figure(w * cam.subjectX, h * 1.02, h * (0.3 + cam.subject * 0.5), p.ink, 0.4);
  },

  desert(c, _p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([hsl(25, 0.6, 0.35), hsl(30, 0.85, 0.6), hsl(45, 0.95, 0.8)], 0, hy);
    const sx = w * cam.lightX;
    c.glow(sx, hy - h * 0.05, w * 0.6, [255, 200, 120], 0.5);
    c.disc(sx, hy - h * 0.06, w * 0.09, [255, 236, 190]);
    c.below(ridge(r, hy - h * 0.02, h * 0.03, w), hsl(24, 0.55, 0.42));
    c.below(ridge(r, hy + h * 0.05, h * 0.04, w), hsl(20, 0.6, 0.3));
    c.below(ridge(r, hy + h * 0.16, h * 0.05, w), hsl(16, 0.55, 0.18));
    // The road, narrowing to the vanishing point.
    const vx = w * (1 - cam.lightX * 0.6);
    for (let y = Math.ceil(hy + h * 0.03); y < h; y++) {
      const t = (y - hy) / (h - hy);
      const half = w * 0.02 + t * w * 0.35;
      const cx = vx + (w * 0.5 - vx) * t;
      c.rect(cx - half, y, cx + half, y + 1, hsl(20, 0.12, 0.12 + t * 0.06));
      if (Math.floor(t * 22) % 2 === 0)
        c.rect(cx - half * 0.02, y, cx + half * 0.02, y + 1, [240, 210, 150], 0.8);
    }
    c.figure(w * cam.subjectX, h * 0.93, h * (0.16 + cam.subject * 0.4), hsl(15, 0.4, 0.07), 0.9);
  },

  lanterns(c, _p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([hsl(235, 0.5, 0.08), hsl(250, 0.45, 0.22), hsl(290, 0.4, 0.35)], 0, h);
    stars(c, r, hy, Math.round((w * h) / 4000));
    for (let i = 0; i < 38; i++) {
      const depth = r.next();
      const x = r.range(0, w);
      const y = r.range(h * 0.05, hy);
      const s = w * (0.006 + depth * depth * 0.03);
      c.glow(x, y, s * 5, [255, 150, 60], 0.5);
      c.rect(x - s * 0.7, y - s, x + s * 0.7, y + s, [255, 205, 130]);
    }
    c.below(ridge(r, hy, h * 0.05, w), hsl(250, 0.35, 0.14));
    c.below(ridge(r, hy + h * 0.12, h * 0.03, w), hsl(250, 0.35, 0.07));
    const feet = hy + h * 0.12 + h * 0.02;
    c.figure(w * cam.subjectX, feet, h * (0.14 + cam.subject * 0.3), [12, 10, 24], 0.4);
    c.figure(w * cam.subjectX + h * 0.07, feet, h * (0.09 + cam.subject * 0.2), [12, 10, 24], 0.2);
    c.glow(w * cam.subjectX + h * 0.1, feet - h * 0.12, w * 0.05, [255, 170, 80], 0.9);
  },

  coast(c, _p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([hsl(215, 0.45, 0.18), hsl(260, 0.3, 0.42), hsl(22, 0.8, 0.66)], 0, hy);
    c.glow(w * cam.lightX, hy, w * 0.5, [255, 170, 110], 0.45);
    c.vertical([hsl(210, 0.35, 0.3), hsl(215, 0.45, 0.1)], hy, h);
    for (let y = Math.ceil(hy); y < h; y += 2) {
      const t = (y - hy) / (h - hy);
      for (let k = 0; k < 3; k++) {
        const x = r.range(0, w);
        c.rect(x, y, x + r.range(10, 80) * (0.3 + t), y + 1, [255, 190, 140], 0.25 * (1 - t));
      }
    }
    // A cliff with its lighthouse on the far side from the light.
    const side = cam.lightX > 0.5 ? 0 : 1;
    const cliff = (x: number) => {
      const u = side === 0 ? x / w : 1 - x / w;
      return u < 0.38
        ? hy - h * 0.14 + u * h * 0.1 + Math.sin(u * 40) * h * 0.005
        : h + 10 - (0.5 - u) * h * 2;
    };
    c.below(cliff, hsl(220, 0.3, 0.08));
    const lx = side === 0 ? w * 0.16 : w * 0.84;
    const ly = hy - h * 0.12;
    c.rect(lx - w * 0.018, ly - h * 0.16, lx + w * 0.018, ly, [230, 225, 215]);
    c.rect(lx - w * 0.018, ly - h * 0.11, lx + w * 0.018, ly - h * 0.09, [170, 40, 40]);
    c.glow(lx, ly - h * 0.175, w * 0.08, [255, 240, 180], 1);
    c.beam(lx, ly - h * 0.175, side === 0 ? -0.12 : Math.PI + 0.12, 0.05, w, [255, 240, 190], 0.35);
    c.figure(w * cam.subjectX, h * 0.97, h * (0.1 + cam.subject * 0.5), hsl(220, 0.3, 0.06), 0.5);
  },

  orchard(c, _p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([hsl(160, 0.2, 0.55), hsl(150, 0.2, 0.75), hsl(120, 0.15, 0.6)], 0, hy);
    c.vertical([hsl(110, 0.25, 0.35), hsl(120, 0.3, 0.12)], hy, h);
    for (let layer = 0; layer < 3; layer++) {
      const s = h * (0.05 + layer * 0.045);
      const base = hy + layer * h * 0.09;
      const tone = hsl(140 - layer * 10, 0.35, 0.32 - layer * 0.09);
      for (let x = r.range(-s, 0); x < w + s; x += s * r.range(1.6, 2.4)) {
        c.rect(x - s * 0.06, base - s * 0.9, x + s * 0.06, base, tone);
        c.disc(x, base - s * 1.2, s * 0.7, tone);
      }
      c.rect(0, 0, w, h, hsl(150, 0.15, 0.78), 0.22 - layer * 0.05);
    }
    // The glass house, lit from inside.
    const gx = w * cam.lightX;
    const gy = hy + h * 0.06;
    const gw = w * 0.16;
    const gh = h * 0.1;
    c.glow(gx, gy - gh / 2, gw * 1.4, [255, 230, 170], 0.5);
    c.rect(gx - gw / 2, gy - gh, gx + gw / 2, gy, [255, 236, 190], 0.55);
    for (let k = 0; k <= 6; k++) {
      const x = gx - gw / 2 + (gw * k) / 6;
      c.rect(x - 1, gy - gh, x + 1, gy, hsl(150, 0.2, 0.2));
    }
    c.rect(gx - gw / 2, gy - gh, gx + gw / 2, gy - gh + 2, hsl(150, 0.2, 0.2));
    c.figure(w * cam.subjectX, h * 0.96, h * (0.12 + cam.subject * 0.45), hsl(140, 0.3, 0.07), 0.3);
  },

  bloom(c, _p, cam, r) {
    const { w, h } = c;
    c.vertical([[6, 4, 14], hsl(300, 0.5, 0.12), [4, 4, 10]]);
    const fx = w * cam.lightX;
    const fy = h * (cam.horizon - 0.1);
    const size = Math.min(w, h) * (0.28 + cam.subject * 0.25);
    const petals = r.int(6, 9);
    const twist = r.range(0, Math.PI);
    c.glow(fx, fy, size * 2.2, hsl(320, 0.9, 0.5), 0.5);
    const cyan = hsl(190, 0.9, 0.6);
    const magenta = hsl(320, 0.85, 0.55);
    for (let y = Math.max(0, Math.floor(fy - size)); y < Math.min(h, fy + size); y++) {
      for (let x = Math.max(0, Math.floor(fx - size)); x < Math.min(w, fx + size); x++) {
        const dx = x - fx;
        const dy = y - fy;
        const d = len(dx, dy) / size;
        const a = Math.atan2(dy, dx);
        const edge = 0.55 + 0.4 * Math.abs(Math.cos((a * petals) / 2 + twist)) - d;
        if (edge > 0) {
          const col = mix(cyan, magenta, smooth(0, 0.9, d));
          c.blend(x, y, col, smooth(0, 0.04, edge) * 0.9);
        }
      }
    }
    c.glow(fx, fy, size * 0.25, [255, 255, 255], 1.2);
    c.below(ridge(r, h * 0.86, h * 0.02, w), [8, 6, 12]);
    c.figure(w * cam.subjectX * 0.6 + w * 0.1, h * 0.88, h * 0.12, [8, 6, 12], 0.3);
    // Broadcast interference: scan lines and a torn band.
    const band = r.range(0.2, 0.8) * h;
    for (let y = 0; y < h; y += 3) c.rect(0, y, w, y + 1, [0, 0, 0], 0.25);
    for (let y = Math.floor(band); y < band + h * 0.03; y++) {
      for (let x = 0; x < w; x += 4) c.add(x, y, [200, 220, 255], r.range(0, 0.35));
    }
  },

  street(c, p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    sky(c, p, hy + h * 0.1);
    const mx = w * cam.lightX;
    const my = h * 0.16;
    const mr = w * 0.045;
    c.glow(mx, my, mr * 6, [255, 230, 200], 0.25);
    for (let y = Math.floor(my - mr - 1); y < my + mr + 1; y++) {
      for (let x = Math.floor(mx - mr - 1); x < mx + mr + 1; x++) {
        const inMoon = len(x - mx, y - my) < mr;
        const inShadow = len(x - mx - mr * 0.45, y - my + mr * 0.2) < mr * 0.95;
        if (inMoon && !inShadow) c.blend(x, y, [255, 244, 214], 1);
      }
    }
    c.rect(0, hy + h * 0.1, w, h, hsl(230, 0.2, 0.1));
    for (let x = -10; x < w; ) {
      const bw = r.range(0.07, 0.16) * w;
      const bh = r.range(0.25, 0.55) * h;
      const top = hy + h * 0.1 - bh;
      c.rect(x, top, x + bw, hy + h * 0.1, hsl(230, 0.25, r.range(0.07, 0.13)));
      for (let wy = top + 10; wy < hy + h * 0.08; wy += 14) {
        for (let wx = x + 6; wx < x + bw - 8; wx += 12) {
          if (r.next() < 0.42) c.rect(wx, wy, wx + 6, wy + 8, [255, 200, 120], r.range(0.5, 0.95));
        }
      }
      x += bw + r.range(0, 8);
    }
    for (let k = 0; k < 4; k++) {
      const lx = w * (0.12 + k * 0.26);
      c.rect(lx - 2, hy, lx + 2, hy + h * 0.1, [20, 20, 30]);
      c.glow(lx, hy, w * 0.08, [255, 190, 110], 0.7);
    }
    c.figure(w * cam.subjectX, h * 0.98, h * (0.14 + cam.subject * 0.5), [10, 10, 18], 0.35);
  },

  map(c, _p, cam, r) {
    const { w, h } = c;
    c.vertical([hsl(38, 0.45, 0.78), hsl(34, 0.4, 0.66), hsl(28, 0.4, 0.5)]);
    const f1 = r.range(2, 4) / w;
    const f2 = r.range(2, 4) / h;
    const p1 = r.range(0, 6);
    // field(x, y) = sin(ax + p) + cos(by − p) + 0.6·sin(c(x + y)), with the trigonometry per row and column.
    const sx = Float32Array.from({ length: w }, (_, x) => Math.sin(x * f1 * 6 + p1));
    const cy3 = Float32Array.from({ length: h }, (_, y) => Math.cos(y * f2 * 5 - p1));
    const c3 = f1 * 3.3;
    const sxc = Float32Array.from({ length: w }, (_, x) => Math.sin(x * c3));
    const cxc = Float32Array.from({ length: w }, (_, x) => Math.cos(x * c3));
    const sea = hsl(190, 0.25, 0.55);
    const inkLine = hsl(20, 0.5, 0.28);
    for (let y = 0; y < h; y++) {
      const syc = Math.sin(y * c3);
      const cyc = Math.cos(y * c3);
      for (let x = 0; x < w; x++) {
        const v = sx[x] + cy3[y] + 0.6 * (sxc[x] * cyc + cxc[x] * syc);
        if (v < -0.3) c.blend(x, y, sea, 0.45);
        const line = Math.abs(((v * 4 + 100) % 1) - 0.5);
        if (line < 0.06) c.blend(x, y, inkLine, 0.5 * (1 - line / 0.06));
      }
    }
    // A compass rose.
    const cx = w * cam.lightX;
    const cy = h * 0.22;
    const cr = Math.min(w, h) * 0.09;
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      const len = k % 2 === 0 ? cr : cr * 0.55;
      for (let t = 0; t < len; t++)
        c.disc(cx + Math.cos(a) * t, cy + Math.sin(a) * t, 1.2, hsl(10, 0.6, 0.25));
    }
    c.disc(cx, cy, cr * 0.12, hsl(10, 0.6, 0.3));
    c.figure(w * cam.subjectX, h * 0.98, h * (0.32 + cam.subject * 0.5), hsl(20, 0.4, 0.1), 1.2);
  },

  shorts(c, _p, cam, r) {
    const { w, h } = c;
    c.vertical([
      [10, 10, 14],
      [24, 20, 30],
      [8, 8, 10],
    ]);
    const strips = cam.subject > 0.3 ? 1 : 2;
    for (let s = 0; s < strips; s++) {
      const sh = h * (strips === 1 ? 0.5 : 0.3);
      const sy = strips === 1 ? h * 0.25 : h * (0.14 + s * 0.42);
      const offset = r.range(-0.1, 0) * w;
      c.rect(0, sy, w, sy + sh, [14, 12, 10]);
      for (let x = offset; x < w; x += sh * 0.22) {
        c.rect(x, sy + sh * 0.04, x + sh * 0.1, sy + sh * 0.12, [220, 210, 190]);
        c.rect(x, sy + sh * 0.88, x + sh * 0.1, sy + sh * 0.96, [220, 210, 190]);
      }
      for (let x = offset; x < w; x += sh * 1.05) {
        const hue = r.range(0, 360);
        const fx0 = x + sh * 0.05;
        const fy0 = sy + sh * 0.18;
        const fw = sh * 0.95;
        const fh = sh * 0.64;
        for (let y = Math.floor(fy0); y < fy0 + fh; y++) {
          const col = mix(hsl(hue, 0.6, 0.55), hsl(hue + 50, 0.7, 0.2), (y - fy0) / fh);
          c.rect(fx0, y, fx0 + fw, y + 1, col);
        }
        c.disc(fx0 + fw * r.range(0.25, 0.75), fy0 + fh * 0.4, fh * 0.16, hsl(hue + 180, 0.6, 0.75));
        c.rect(fx0, fy0 + fh * 0.75, fx0 + fw, fy0 + fh, hsl(hue + 40, 0.5, 0.12));
      }
    }
    c.glow(w * cam.lightX, h * 0.5, w * 0.5, [255, 220, 180], 0.2);
  },

  snow(c, _p, cam, r) {
    const { w, h } = c;
    const hy = h * cam.horizon;
    c.vertical([hsl(215, 0.45, 0.42), hsl(205, 0.4, 0.72), hsl(200, 0.3, 0.9)], 0, hy);
    const peaks = (base: number, amp: number, n: number) => {
      const xs = Array.from({ length: n }, () => [r.range(0, w), r.range(0.4, 1) * amp] as const);
      return (x: number) => base - Math.max(0, ...xs.map(([px, ph]) => ph - Math.abs(x - px) * 0.9));
    };
    c.below(peaks(hy, h * 0.35, 5), hsl(210, 0.2, 0.8));
    c.below(peaks(hy + h * 0.08, h * 0.25, 6), hsl(210, 0.25, 0.62));
    const near = ridge(r, hy + h * 0.22, h * 0.03, w);
    c.below(near, [238, 242, 248]);
    for (let k = 0; k < 5; k++) {
      const x = w * (cam.subjectX - 0.12 + k * 0.06);
      c.figure(x, near(x) + 2, h * (0.05 + cam.subject * 0.2), hsl(220, 0.3, 0.15), 0.5);
    }
    for (let i = 0; i < (w * h) / 900; i++) {
      const x = r.range(0, w);
      const y = r.range(0, h);
      c.disc(x, y, r.range(0.6, 2.2), [255, 255, 255], r.range(0.3, 0.9));
    }
  },
};

/** One shot of the film at any size: the camera set-up `variant`, the subject moved by `drift` (of the width). */
export function scene(spec: ArtSpec, variant: number, w: number, h: number, drift = 0): Canvas {
  const c = new Canvas(w, h);
  const cam = camera(variant);
  cam.subjectX += drift;
  draw[spec.motif](c, palette(spec.hue, variant * 12), cam, rng(spec.seed * 31 + variant));
  c.finish({ letterbox: 0.06, vignette: 0.5, seed: spec.seed + variant });
  return c;
}

/** A 960×540 still from the film: one of three camera set-ups, letterboxed to scope. */
export function still(spec: ArtSpec, variant: number): Buffer {
  return scene(spec, variant, 960, 540).png();
}

/** The trailer's end card: the title typed out on black, `shown` characters of it so far. */
export function titleCard(spec: ArtSpec, w: number, h: number, title: string, shown: number): Canvas {
  const c = new Canvas(w, h);
  c.vertical([
    [6, 6, 10],
    [14, 12, 20],
    [6, 6, 10],
  ]);
  const scale = Math.max(2, Math.floor(w / 96));
  const lines = wrap(title, w * 0.86, scale);
  const accent = mix(palette(spec.hue, 0).light, [255, 255, 255], 0.3);
  let left = shown;
  let y = (h - lines.length * 9 * scale) / 2;
  for (const line of lines) {
    const visible = line.slice(0, Math.max(0, left));
    left -= line.length + 1;
    drawText(c, visible, (w - textWidth(line, scale)) / 2, y, scale, accent);
    y += 9 * scale;
  }
  return c;
}

/** A 600×900 poster: the key art, the lead's name over it and the title set in block letters. */
export function poster(spec: ArtSpec, title: string, actor: string, tagline: string): Buffer {
  const c = new Canvas(600, 900);
  const cam = { ...camera(0), horizon: 0.55 };
  draw[spec.motif](c, palette(spec.hue, 0), cam, rng(spec.seed * 31));
  c.finish({ vignette: 0.4, seed: spec.seed });
  // Darken the lower third for the title block.
  for (let y = Math.floor(c.h * 0.6); y < c.h; y++) {
    c.rect(0, y, c.w, y + 1, [4, 4, 8], smooth(c.h * 0.6, c.h * 0.82, y) * 0.85);
  }
  const accent = mix(palette(spec.hue, 0).light, [255, 255, 255], 0.3);
  const name = actor.toUpperCase();
  drawText(c, name, (c.w - textWidth(name, 3)) / 2, 36, 3, [245, 242, 235], 0.9);
  const lines = wrap(title, c.w * 0.86, 8);
  const widest = Math.max(...lines.map((l) => textWidth(l, 1)));
  const scale = Math.max(4, Math.min(9, Math.floor((c.w * 0.86) / widest)));
  let y = c.h * 0.7 - (lines.length * 9 * scale) / 2;
  for (const line of lines) {
    const x = (c.w - textWidth(line, scale)) / 2;
    drawText(c, line, x + scale * 0.5, y + scale * 0.5, scale, [0, 0, 0], 0.6);
    drawText(c, line, x, y, scale, accent);
    y += 9 * scale;
  }
  const tag = tagline.toUpperCase();
  drawText(c, tag, (c.w - textWidth(tag, 2)) / 2, y + 10, 2, [220, 215, 205], 0.85);
  // The billing block: rows of thin credits.
  const r = rng(spec.seed + 99);
  for (let row = 0; row < 4; row++) {
    const by = c.h - 70 + row * 9;
    for (let x = 60; x < c.w - 60; ) {
      const len = r.int(18, 60);
      c.rect(x, by, Math.min(c.w - 60, x + len), by + 4, [200, 196, 188], 0.45);
      x += len + r.int(5, 10);
    }
  }
  return c.png();
}

/** A member's round-feeling avatar: a soft gradient and the nickname's initial. */
export function avatar(hue: number, initial: string): Buffer {
  const c = new Canvas(160, 160);
  c.vertical([hsl(hue, 0.55, 0.62), hsl(hue + 40, 0.6, 0.35)]);
  c.glow(50, 40, 120, [255, 255, 255], 0.25);
  const letter = initial.toUpperCase().slice(0, 1);
  drawText(c, letter, (160 - textWidth(letter, 12)) / 2, (160 - 7 * 12) / 2, 12, [255, 255, 255], 0.95);
  return c.png();
}
