import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: a playing video's controls hide 3000 ms after the last touch. */
export const CONTROLS_HIDE_MS = 3_000;

/** What a `<video>` spreads to follow the rule: its native `controls` attribute and the events that move it. */
export type PlayerControlsProps = {
  controls: boolean;
  'data-controls': boolean;
  tabIndex: 0;
  onPlay: () => void;
  onPause: () => void;
  onEnded: () => void;
  onPointerDown: () => void;
  onKeyDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/**
 * The controls of one player (spec §9): shown while the video is paused or has ended; while it plays,
 * shown after a touch and hidden 3000 ms after the last one (starting to play counts as one, so the
 * control just used does not vanish under the finger). A touch on the native controls is a touch on
 * the video, so using them keeps them shown. While the video has keyboard focus they stay, so a
 * keyboard user is never left on a player whose controls they cannot see.
 */
export function usePlayerControls(): { shown: boolean; videoProps: PlayerControlsProps } {
  const [playing, setPlaying] = useState(false);
  const [awake, setAwake] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that follows a pointer down is a tap, not a keyboard user arriving.
  const byPointer = useRef(false);

  const wake = useCallback(() => {
    setAwake(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAwake(false), CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const stop = useCallback(() => setPlaying(false), []);
  const videoProps: PlayerControlsProps = {
    controls: !playing || awake || keyboardFocus,
    'data-controls': !playing || awake || keyboardFocus,
    // A video without `controls` leaves the tab order; kept in it, a keyboard can bring them back.
    tabIndex: 0,
    onPlay: () => {
      setPlaying(true);
      wake();
    },
    onPause: stop,
    onEnded: stop,
    onPointerDown: () => {
      byPointer.current = true;
      wake();
    },
    onKeyDown: () => {
      setKeyboardFocus(true);
      wake();
    },
    onFocus: () => {
      if (!byPointer.current) setKeyboardFocus(true);
    },
    onBlur: () => {
      byPointer.current = false;
      setKeyboardFocus(false);
    },
  };
  return { shown: videoProps.controls, videoProps };
}
