import type { TPerson, TTokens } from '@club/contract';
import { create } from 'zustand';
import { storage } from '../lib/storage';

type Session = {
  token: string | null;
  refreshToken: string | null;
  userInfo: TPerson | null;
};

function fromStorage(): Session {
  return {
    token: storage.get<string>('token'),
    refreshToken: storage.get<string>('refreshToken'),
    userInfo: storage.get<TPerson>('userInfo'),
  };
}

/** The session in memory, mirrored to local storage so a reload keeps the user logged in. */
export const useSession = create<Session>(fromStorage);

export function setTokens(tokens: TTokens): void {
  storage.set('token', tokens.token, tokens.expire);
  storage.set('refreshToken', tokens.refreshToken, tokens.refreshExpire);
  useSession.setState({ token: tokens.token, refreshToken: tokens.refreshToken });
}

export function setUserInfo(person: TPerson): void {
  storage.set('userInfo', person);
  useSession.setState({ userInfo: person });
}

export function clearSession(): void {
  storage.remove('userInfo', 'token', 'refreshToken');
  useSession.setState({ token: null, refreshToken: null, userInfo: null });
}

/** Re-reads local storage, e.g. after a test or another tab changed it. */
export function reloadSession(): void {
  useSession.setState(fromStorage());
}

/**
 * A usable session: a token that is still valid, or an expired one with a refresh token that is
 * not, so the request layer can renew it.
 */
export function hasSession(): boolean {
  const { token, refreshToken } = useSession.getState();
  if (!token) return false;
  if (!storage.isExpired('token')) return true;
  return Boolean(refreshToken) && !storage.isExpired('refreshToken');
}

type Listener = () => void;
const logoutListeners = new Set<Listener>();

/** The app subscribes here to empty its memory state and relaunch to the login page. */
export function onLogout(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function notifyLogout(): void {
  for (const listener of logoutListeners) listener();
}
