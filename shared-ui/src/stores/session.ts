import { create } from 'zustand';

import { STORAGE_KEYS } from '../config/constants';
import { readItem, removeItem, writeItem } from '../lib/storage';
import type { LoginResult, User } from '../types';

export interface SessionSnapshot {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** A stored user together with an access token. */
  isAuthenticated: boolean;
  /** A 'user' entry exists in storage but cannot be used (bad JSON, not a user object). */
  storedUserUnreadable: boolean;
  /**
   * Where a deliberate sign-out asked to go (e.g. '/' after 'Déconnexion'). Route guards read it
   * so that the area being left does not race the logout to '/login'.
   */
  signedOutTo: string | null;
}

export interface SessionState extends SessionSnapshot {
  /** Only the tokens and the user are kept (a login or register answer fits as is). */
  signIn: (result: Pick<LoginResult, 'access_token' | 'refresh_token' | 'user'>) => void;
  setUser: (user: User) => void;
  /** Merges a partial user (e.g. a profile update answer) into the current one. */
  mergeUser: (partial: Partial<User>) => void;
  /** Stores tokens obtained from a refresh; a missing refresh token keeps the current one. */
  setTokens: (accessToken: string, refreshToken?: string | null) => void;
  signOut: (options?: { redirectTo?: string }) => void;
  /** Re-reads storage, e.g. after another tab signed in or out. */
  restore: () => void;
}

type StoredUserRead = { user: User | null; unreadable: boolean };

function parseStoredUser(raw: string | null): StoredUserRead {
  if (raw === null) return { user: null, unreadable: false };
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { user: value as User, unreadable: false };
    }
  } catch {
    // Falls through: corrupted JSON is treated like any other unusable value.
  }
  return { user: null, unreadable: true };
}

/** The user cached in local storage, or null when absent or unreadable. */
export function readStoredUser(): User | null {
  return parseStoredUser(readItem(STORAGE_KEYS.user)).user;
}

function snapshotFromStorage(): SessionSnapshot {
  const accessToken = readItem(STORAGE_KEYS.accessToken);
  const refreshToken = readItem(STORAGE_KEYS.refreshToken);
  const { user, unreadable } = parseStoredUser(readItem(STORAGE_KEYS.user));
  return {
    user,
    accessToken,
    refreshToken,
    isAuthenticated: Boolean(accessToken && user),
    storedUserUnreadable: unreadable,
    signedOutTo: null,
  };
}

const SIGNED_OUT: SessionSnapshot = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
  storedUserUnreadable: false,
  signedOutTo: null,
};

export const useSession = create<SessionState>()((set, get) => ({
  ...snapshotFromStorage(),

  signIn: (result) => {
    writeItem(STORAGE_KEYS.accessToken, result.access_token);
    // A previous account's refresh token must never outlive a new sign-in.
    if (result.refresh_token) writeItem(STORAGE_KEYS.refreshToken, result.refresh_token);
    else removeItem(STORAGE_KEYS.refreshToken);
    writeItem(STORAGE_KEYS.user, JSON.stringify(result.user));
    set({
      user: result.user,
      accessToken: result.access_token,
      refreshToken: result.refresh_token || null,
      isAuthenticated: true,
      storedUserUnreadable: false,
      signedOutTo: null,
    });
  },

  setUser: (user) => {
    writeItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user, isAuthenticated: Boolean(get().accessToken), storedUserUnreadable: false });
  },

  mergeUser: (partial) => {
    const current = get().user;
    if (!current) return;
    get().setUser({ ...current, ...partial });
  },

  setTokens: (accessToken, refreshToken) => {
    writeItem(STORAGE_KEYS.accessToken, accessToken);
    if (refreshToken) writeItem(STORAGE_KEYS.refreshToken, refreshToken);
    set((state) => ({
      accessToken,
      refreshToken: refreshToken || state.refreshToken,
      isAuthenticated: Boolean(state.user),
    }));
  },

  signOut: (options) => {
    removeItem(STORAGE_KEYS.accessToken);
    removeItem(STORAGE_KEYS.refreshToken);
    removeItem(STORAGE_KEYS.user);
    set({ ...SIGNED_OUT, signedOutTo: options?.redirectTo ?? null });
  },

  restore: () => set(snapshotFromStorage()),
}));

// One store instance is shared by the shell and every remote; keeping it in step with other tabs
// means a logout in one tab is honoured by the guards of the others.
if (typeof window !== 'undefined') {
  const watched = new Set<string>([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]);
  window.addEventListener('storage', (event) => {
    if (event.key === null || watched.has(event.key)) useSession.getState().restore();
  });
}
