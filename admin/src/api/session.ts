import type { TTokens } from '@club/contract';
import { create } from 'zustand';

/** The lifetimes the server gives are shortened by this margin, so a token never expires in flight. */
const EXPIRY_MARGIN_MS = 5_000;
const STORAGE_KEY = 'admin-session';

type Stored = { token: string; tokenDeadline: number; refreshToken: string; refreshDeadline: number };

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

/** The operator's session, kept in localStorage apart from the member app's. */
export const useSession = create<{ session: Stored | null }>(() => ({ session: read() }));

export function setTokens(tokens: TTokens): void {
  const now = Date.now();
  const session: Stored = {
    token: tokens.token,
    tokenDeadline: now + tokens.expire * 1000 - EXPIRY_MARGIN_MS,
    refreshToken: tokens.refreshToken,
    refreshDeadline: now + tokens.refreshExpire * 1000 - EXPIRY_MARGIN_MS,
  };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  useSession.setState({ session });
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY);
  useSession.setState({ session: null });
}
