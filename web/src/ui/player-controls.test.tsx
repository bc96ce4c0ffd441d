import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_MS, usePlayerControls } from './player-controls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Player() {
  const { videoProps } = usePlayerControls();
  return <video src="/clip.mp4" {...videoProps} />;
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
const video = () => container.querySelector('video') as HTMLVideoElement;
const controls = () => video().hasAttribute('controls');
// jsdom plays nothing: the media events are sent the way a browser sends them.
const send = (type: string) =>
  act(() => {
    video().dispatchEvent(new Event(type, { bubbles: type !== 'play' && type !== 'pause' }));
  });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Player />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('player controls', () => {
  it('are shown before the video plays and stay while it is paused', () => {
    expect(controls()).toBe(true);
    wait(CONTROLS_HIDE_MS * 3);
    expect(controls()).toBe(true);
    send('play');
    send('pause');
    wait(CONTROLS_HIDE_MS * 3);
    expect(controls()).toBe(true);
    expect(video().dataset.controls).toBe('true');
  });

  it('hide 3000 ms after play starts, come back on a tap and hide 3000 ms after the last tap', () => {
    send('play');
    wait(CONTROLS_HIDE_MS - 1);
    expect(controls()).toBe(true);
    wait(1);
    expect(controls()).toBe(false);
    expect(video().dataset.controls).toBe('false');

    send('pointerdown');
    expect(controls()).toBe(true);
    wait(CONTROLS_HIDE_MS - 500);
    send('pointerdown');
    wait(CONTROLS_HIDE_MS - 500);
    expect(controls()).toBe(true);
    wait(500);
    expect(controls()).toBe(false);
  });

  it('come back when the video pauses or ends, and hide again once it plays on', () => {
    send('play');
    wait(CONTROLS_HIDE_MS);
    expect(controls()).toBe(false);
    send('pause');
    expect(controls()).toBe(true);
    send('play');
    wait(CONTROLS_HIDE_MS);
    expect(controls()).toBe(false);
    send('ended');
    expect(controls()).toBe(true);
  });

  it('stay while the video has keyboard focus, and follow the rule again once focus leaves', () => {
    send('play');
    act(() => video().focus());
    wait(CONTROLS_HIDE_MS * 2);
    expect(controls()).toBe(true);
    act(() => video().blur());
    wait(CONTROLS_HIDE_MS);
    expect(controls()).toBe(false);
  });

  it('hide after a tap even though the tap focused the video; a key then keeps them', () => {
    send('play');
    send('pointerdown');
    act(() => video().focus());
    wait(CONTROLS_HIDE_MS);
    expect(controls()).toBe(false);
    send('keydown');
    wait(CONTROLS_HIDE_MS * 2);
    expect(controls()).toBe(true);
  });
});
