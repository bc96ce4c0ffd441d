/** The server's notion of now. Tests and the TEST_SEAMS clock call move it forward; nothing else does. */
export type Clock = {
  now(): number;
  advance(seconds: number): void;
};

export function systemClock(start?: number): Clock {
  let offset = start === undefined ? 0 : start - Date.now();
  return {
    now: () => Date.now() + offset,
    advance(seconds) {
      offset += seconds * 1000;
    },
  };
}
