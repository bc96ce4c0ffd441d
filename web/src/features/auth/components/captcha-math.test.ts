import { describe, expect, it } from 'vitest';
import { captchaXFromRatio, ratioFromCaptchaX, ratioFromDrag } from './captcha-math';

describe('slider → captchaX', () => {
  // A 320×160 puzzle with a 50 px piece, shown 280 px wide with a 48 px handle.
  const width = 320;
  const piece = 50;
  const track = 280;
  const handle = 48;

  it('maps the ends of the track to the ends of the image', () => {
    expect(captchaXFromRatio(ratioFromDrag(0, track, handle), width, piece)).toBe(0);
    expect(captchaXFromRatio(ratioFromDrag(track - handle, track, handle), width, piece)).toBe(width - piece);
  });

  it('scales a drag to image pixels whatever the displayed size', () => {
    // halfway along the handle's travel = halfway along the piece's travel
    expect(captchaXFromRatio(ratioFromDrag(116, track, handle), width, piece)).toBe(135);
    // same drag fraction on a track twice as wide gives the same answer
    expect(captchaXFromRatio(ratioFromDrag(116 * 2 + 24, track * 2, handle), width, piece)).toBe(135);
  });

  it('clamps drags beyond the track', () => {
    expect(ratioFromDrag(-40, track, handle)).toBe(0);
    expect(ratioFromDrag(9999, track, handle)).toBe(1);
    expect(ratioFromDrag(10, handle, handle)).toBe(0);
  });

  it('round-trips through the keyboard inverse', () => {
    for (const x of [0, 1, 77, 200, 270]) {
      expect(captchaXFromRatio(ratioFromCaptchaX(x, width, piece), width, piece)).toBe(x);
    }
  });
});
