import { useSyncExternalStore } from 'react';

/** What applies the new version waiting in the service worker; null while there is none. */
let pending: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version is installed and waits for the member's go-ahead (register-sw). */
export function offerUpdate(apply: () => void): void {
  pending = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
