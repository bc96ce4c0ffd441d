import { useEffect, useState } from 'react';

/** Spec §9: what a member types reaches what follows it (a server check, a search) 100 ms after the last key. */
export const INPUT_SYNC_DEBOUNCE_MS = 100;

/**
 * `value`, once it has stopped changing for `ms` (the spec's input sync debounce unless told): what a
 * server-side preview should follow.
 */
export function useDebounced<T>(value: T, ms: number = INPUT_SYNC_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
