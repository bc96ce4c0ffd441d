import { type ArtSpec, scene, titleCard } from './art';
import { encodeMp4, rgbToYuv, type YuvFrame } from './h264';

const WIDTH = 256;
const HEIGHT = 144;
const FPS = 10;
const SHOT_FRAMES = 12;
const CARD_FRAMES = 16;

/**
 * A five-second trailer clip (MP4): three shots with the subject slowly crossing the frame, then the
 * title typed out on black. Only what moves is coded after each cut, so a clip is a few hundred KB.
 */
export function trailer(spec: ArtSpec, title: string): Buffer {
  const frames: YuvFrame[] = [];
  for (const [variant, direction] of [
    [0, 1],
    [1, -1],
    [2, 1],
  ]) {
    for (let f = 0; f < SHOT_FRAMES; f++) {
      frames.push(rgbToYuv(scene(spec, variant, WIDTH, HEIGHT, direction * f * 0.004).px, WIDTH, HEIGHT));
    }
  }
  const typing = 10;
  for (let f = 0; f < CARD_FRAMES; f++) {
    const shown = Math.ceil((title.length * Math.min(f + 1, typing)) / typing);
    frames.push(rgbToYuv(titleCard(spec, WIDTH, HEIGHT, title, shown).px, WIDTH, HEIGHT));
  }
  return encodeMp4(frames, WIDTH, HEIGHT, FPS);
}
