import { describe, expect, it } from 'vitest';
import { DANMU_LANES, danmuLanes } from './danmu-layer';

const at = (id: number, atMs: number) => ({ id, atMs, body: `d${id}`, mine: false });

describe('danmu lanes', () => {
  it('puts danmu entering together on lanes of their own, top down, and reuses a lane once it is clear', () => {
    const lanes = danmuLanes([at(1, 0), at(2, 100), at(3, 200), at(4, 5000)]);
    expect([lanes.get(1), lanes.get(2), lanes.get(3)]).toEqual([0, 1, 2]);
    expect(lanes.get(4)).toBe(0);
  });

  it('when every lane is taken, uses the one that frees first', () => {
    const burst = Array.from({ length: DANMU_LANES + 1 }, (_, i) => at(i + 1, i * 10));
    const lanes = danmuLanes(burst);
    expect(lanes.get(DANMU_LANES + 1)).toBe(0);
  });

  it('gives a danmu the same lane whatever order the list comes in', () => {
    const list = [at(1, 0), at(2, 50), at(3, 60)];
    expect(danmuLanes([...list].reverse())).toEqual(danmuLanes(list));
  });
});
