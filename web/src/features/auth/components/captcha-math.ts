const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The slider's position as a fraction of its travel (0 = start, 1 = end). The handle travels the
 * track minus its own width; the piece travels the image minus its own width, so one fraction
 * places both, whatever size the image is displayed at.
 */
export function ratioFromDrag(offsetPx: number, trackWidth: number, handleWidth: number): number {
  const travel = trackWidth - handleWidth;
  return travel > 0 ? clamp(offsetPx / travel, 0, 1) : 0;
}

/** The answer: the piece's left x in the background's own pixels, an integer. */
export function captchaXFromRatio(ratio: number, width: number, pieceSize: number): number {
  return Math.round(clamp(ratio, 0, 1) * Math.max(0, width - pieceSize));
}

/** The inverse, for the keyboard: the fraction that puts the piece at image pixel x. */
export function ratioFromCaptchaX(x: number, width: number, pieceSize: number): number {
  const travel = width - pieceSize;
  return travel > 0 ? clamp(x / travel, 0, 1) : 0;
}
