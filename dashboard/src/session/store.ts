/**
 * Session and small shared UI state. This is the dashboard's one door to zustand: server
 * data is fetched where it is shown, never copied here.
 */
import type { User } from '@porchlight/client';
import { create } from 'zustand';
import { clearSessionStorage, readStored, writeStored } from './storage.ts';

export interface SessionState {
  /** The manager's bearer token (stored as 'token'); null when signed out. */
  token: string | null;
  /** Stored as 'userId'. */
  userId: string | null;
  /** Stored as 'email'; shown in the sidebar until the user record loads. */
  email: string | null;
  /** The signed-in manager's record once fetched (see useCurrentUser). */
  user: User | null;
  /** Stores a new session (after the magic-link exchange). */
  signIn: (session: { token: string; userId: string; email: string }) => void;
  /** Keeps the fetched user record (and its e-mail) in the session. */
  setUser: (user: User | null) => void;
  /**
   * Clears every stored manager and tenant value and the in-memory session. The route
   * guards then send the user to /login.
   */
  logOut: () => void;
}

const fromStorage = () => ({
  token: readStored('token'),
  userId: readStored('userId'),
  email: readStored('email'),
});

/** The signed-in manager. Read with a selector: `useSession((s) => s.token)`. */
export const useSession = create<SessionState>()((set, get) => ({
  ...fromStorage(),
  user: null,
  signIn: ({ token, userId, email }) => {
    writeStored('token', token);
    writeStored('userId', userId);
    writeStored('email', email);
    set({ token, userId, email, user: null });
  },
  setUser: (user) => {
    if (!user) return set({ user: null });
    // A record that arrives after logout (or for another session) is dropped.
    if (user.id !== get().userId) return;
    writeStored('email', user.email);
    set({ user, email: user.email });
  },
  logOut: () => {
    clearSessionStorage();
    set({ token: null, userId: null, email: null, user: null });
  },
}));

/** Shorthand for non-React callers (the client's 401 hook, tests). */
export const logOut = (): void => useSession.getState().logOut();

/** Reads the token at call time; the client's manager token provider. */
export const currentToken = (): string | null => useSession.getState().token;

/** Re-reads the stored values (tests, or another tab changing them). */
export const reloadSessionFromStorage = (): void => useSession.setState(fromStorage());

export interface UiState {
  /** The 'Subscription Required' modal (a 402 on a create or save). */
  subscriptionRequired: boolean;
  setSubscriptionRequired: (open: boolean) => void;
  /** Bumped after an attention item is resolved: the sidebar's Needs attention count reloads. */
  navVersion: number;
  refreshNav: () => void;
}

/** Small UI state shared across routes. */
export const useUi = create<UiState>()((set) => ({
  subscriptionRequired: false,
  setSubscriptionRequired: (open) => set({ subscriptionRequired: open }),
  navVersion: 0,
  refreshNav: () => set((state) => ({ navVersion: state.navVersion + 1 })),
}));

/** Tells the sidebar that its Needs attention count changed. */
export const refreshNav = (): void => useUi.getState().refreshNav();
