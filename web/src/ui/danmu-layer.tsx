import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import styles from './danmu-layer.module.css';

/** How long a danmu takes to cross the video (specification: danmu animation 4000 ms). */
export const DANMU_CROSS_MS = 4_000;
/** Lines of danmu over the video, top down: on a phone four leave the lower half of the picture clear. */
export const DANMU_LANES = 4;
/**
 * A lane takes its next danmu this long after the last one entered: by then a comment of a few words
 * has moved clear of the right edge, so two in one lane do not start on top of each other.
 */
const LANE_GAP_MS = 1_200;

export type DanmuItem = { id: number; atMs: number; body: string; mine: boolean };

/**
 * Each danmu's lane, in the order they enter: the top lane that is free at its time, else the one
 * that frees soonest. Worked out over the whole list, so a danmu keeps its lane however the video is
 * sought.
 */
export function danmuLanes(items: readonly DanmuItem[]): Map<number, number> {
  const freeAt: number[] = Array.from({ length: DANMU_LANES }, () => Number.NEGATIVE_INFINITY);
  const lanes = new Map<number, number>();
  const ordered = [...items].sort((a, b) => a.atMs - b.atMs || a.id - b.id);
  for (const item of ordered) {
    let lane = freeAt.findIndex((at) => at <= item.atMs);
    if (lane < 0) lane = freeAt.indexOf(Math.min(...freeAt));
    freeAt[lane] = item.atMs + LANE_GAP_MS;
    lanes.set(item.id, lane);
  }
  return lanes;
}

type Clock = { ms: number; paused: boolean; run: number };

/**
 * The video's time as the layer needs it: its position, whether it plays, and a run number that
 * changes when the time jumps (a seek, a loop back to the start), so what is in flight starts over
 * from where the video now is.
 */
function useVideoClock(video: HTMLVideoElement | null): Clock {
  const [clock, setClock] = useState<Clock>({ ms: 0, paused: true, run: 0 });
  useEffect(() => {
    if (!video) return;
    let last = video.currentTime * 1000;
    let run = 0;
    const read = (jumped: boolean) => {
      const ms = video.currentTime * 1000;
      if (jumped || ms < last) run += 1;
      last = ms;
      setClock({ ms, paused: video.paused, run });
    };
    const onTime = () => read(false);
    const onSeeked = () => read(true);
    const events = ['timeupdate', 'play', 'playing', 'pause', 'ended'] as const;
    for (const e of events) video.addEventListener(e, onTime);
    video.addEventListener('seeked', onSeeked);
    read(false);
    return () => {
      for (const e of events) video.removeEventListener(e, onTime);
      video.removeEventListener('seeked', onSeeked);
    };
  }, [video]);
  return clock;
}

/**
 * Danmu over a playing video: each enters from the right at its time and crosses in 4 s, in its
 * lane, and stops where it is while the video is paused; with reduced motion they stand still and
 * fade instead. Place it in a positioned box over the video; it takes no touches, so the video's
 * own controls stay usable under it.
 */
export function DanmuLayer({
  items,
  video,
}: {
  items: readonly DanmuItem[];
  video: HTMLVideoElement | null;
}) {
  const clock = useVideoClock(video);
  const lanes = useMemo(() => danmuLanes(items), [items]);
  // How far into its crossing each danmu was when it appeared in this run: the video's time moves in
  // steps (timeupdate), so one that appears late starts part way across, where it should be.
  const started = useRef(new Map<string, number>());
  const run = useRef(clock.run);
  if (run.current !== clock.run) {
    run.current = clock.run;
    started.current.clear();
  }
  const flying = items.filter((d) => d.atMs <= clock.ms && clock.ms < d.atMs + DANMU_CROSS_MS);
  return (
    <div
      className={`${styles.layer} ${clock.paused ? styles.paused : ''}`}
      aria-hidden="true"
      data-testid="danmu-layer"
      data-paused={clock.paused}
    >
      {flying.map((d) => {
        const key = `${clock.run}:${d.id}`;
        let into = started.current.get(key);
        if (into === undefined) {
          into = Math.round(clock.ms - d.atMs);
          started.current.set(key, into);
        }
        const style = { '--lane': lanes.get(d.id) ?? 0, animationDelay: `${-into}ms` } as CSSProperties;
        return (
          // Each reads in its own direction (an Arabic one right to left), whichever way it flies.
          <span
            key={key}
            dir="auto"
            className={`${styles.item} ${d.mine ? styles.mine : ''}`}
            style={style}
            data-testid="danmu-item"
            data-mine={d.mine}
          >
            {d.body}
          </span>
        );
      })}
    </div>
  );
}
