/**
 * The locally stored keys of the specification (spec §3). Values are stored as JSON. A key stored with a
 * lifetime also gets `<key>_deadtime`: the epoch milliseconds after which it counts as expired.
 */
export type StorageKey =
  | 'config'
  | 'tempUserId'
  | 'theme'
  | 'lang'
  | 'userInfo'
  | 'token'
  | 'refreshToken'
  | 'router-params'
  | 'loginType';

/** The server's lifetimes are shortened by this margin so a token never expires in flight (spec §9). */
export const EXPIRY_MARGIN_SECONDS = 5;

const deadKey = (key: StorageKey) => `${key}_deadtime`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, sandboxed frame): behave as empty.
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Quota or privacy errors: the app keeps working with its memory state.
  }
}

export const storage = {
  get<T>(key: StorageKey): T | null {
    const raw = read(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },

  /** `expireSeconds` is the server's lifetime; the stored deadline is that minus the margin. */
  set(key: StorageKey, value: unknown, expireSeconds?: number): void {
    write(key, JSON.stringify(value));
    if (expireSeconds !== undefined) {
      write(deadKey(key), String(Date.now() + (expireSeconds - EXPIRY_MARGIN_SECONDS) * 1000));
    }
  },

  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      write(key, null);
      write(deadKey(key), null);
    }
  },

  deadtime(key: StorageKey): number | null {
    const raw = read(deadKey(key));
    return raw === null ? null : Number(raw);
  },

  /** True when a deadline was stored for the key and has passed; a key without one never expires. */
  isExpired(key: StorageKey): boolean {
    const dead = storage.deadtime(key);
    return dead !== null && !(Date.now() < dead);
  },
};
