import { describe, expect, it } from 'vitest';
import { encodeMp4, rgbToYuv } from './h264';

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** Every box of an MP4, containers opened, as type → payload start and end. */
function boxes(
  data: Buffer,
  from = 0,
  to = data.length,
  out = new Map<string, { start: number; end: number }>(),
) {
  for (let at = from; at < to; ) {
    const size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    out.set(type, { start: at + 8, end: at + size });
    if (CONTAINERS.has(type)) boxes(data, at + 8, at + size, out);
    at += size;
  }
  return out;
}

describe('the trailer encoder', () => {
  const flat = (r: number, g: number, b: number) =>
    rgbToYuv(
      Float32Array.from({ length: 32 * 32 * 3 }, (_, i) => [r, g, b][i % 3]),
      32,
      32,
    );

  it('writes a faststart MP4 whose unchanged frames cost almost nothing', () => {
    const black = flat(0, 0, 0);
    const mp4 = encodeMp4([flat(200, 40, 40), flat(200, 40, 40), black], 32, 32, 10);
    const found = boxes(mp4);
    expect(mp4.toString('latin1', 4, 8)).toBe('ftyp');
    const moov = found.get('moov');
    const mdat = found.get('mdat');
    const stsz = found.get('stsz');
    const stco = found.get('stco');
    if (!moov || !mdat || !stsz || !stco) throw new Error('missing boxes');
    expect(moov.start).toBeLessThan(mdat.start);
    const sizes = [0, 1, 2].map((i) => mp4.readUInt32BE(stsz.start + 12 + i * 4));
    // Four I_PCM macroblocks, then a frame of skips, then four coded again.
    expect(sizes[0]).toBeGreaterThan(4 * 384);
    expect(sizes[1]).toBeLessThan(32);
    expect(sizes[2]).toBeGreaterThan(4 * 384);
    expect(mp4.readUInt32BE(stco.start + 8)).toBe(mdat.start);
    // Black is Y = 16, U = V = 128; no NAL unit contains a start code.
    expect(black.y.every((v) => v === 16) && black.u.every((v) => v === 128)).toBe(true);
    for (let at = mdat.start; at < mdat.end; ) {
      const length = mp4.readUInt32BE(at);
      const unit = mp4.subarray(at + 4, at + 4 + length);
      for (let i = 0; i + 2 < unit.length; i++) {
        if (unit[i] === 0 && unit[i + 1] === 0) expect(unit[i + 2]).toBeGreaterThan(3);
      }
      at += 4 + length;
    }
  });
});
