/**
 * The one auth store of the suite (created here only; every application reads this instance through federation).
 * Persisted to localStorage: the user slice of docs/screens.md §3 and the token. Never the password.
 */
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { AuthorizeResponse, MenuEntry } from '../types';
import { normaliseMenus } from '../access/access';

export interface AuthUser {
  userId: number | null;
  userName: string | null;
  email: string | null;
  roleName: string | null;
  roleId: number | null;
  hospitalId: number | null;
  tenantName: string | null;
  menus: MenuEntry[];
  showLocalName: boolean;
}

export interface AuthState extends AuthUser {
  isAuthed: boolean;
  token: string | null;
  /** A message for the login screen after the session ended on its own (not persisted). */
  notice: string | null;
  /** Whose session ended on its own: the login screen offers her e-mail again (not persisted). */
  resumeEmail: string | null;
  signIn(token: string, user: AuthorizeResponse): void;
  setToken(token: string): void;
  updateUser(patch: Partial<Pick<AuthUser, 'userName'>>): void;
  /** Ends the session. `notice` is shown on the login screen, and means it ended without the user asking. */
  logout(notice?: string | null): void;
  clearNotice(): void;
}

const EMPTY_USER: AuthUser = {
  userId: null,
  userName: null,
  email: null,
  roleName: null,
  roleId: null,
  hospitalId: null,
  tenantName: null,
  menus: [],
  showLocalName: false,
};

export const AUTH_STORAGE_KEY = 'screening-auth';

/** `notice` set: the session ended on its own (expired, refused), not by Log Out. `userId`: whose session it was. */
export type LogoutListener = (notice: string | null, userId: number | null) => void;
const logoutListeners = new Set<LogoutListener>();
/**
 * Lets the layers above (the workflow store, the kept reads, the query cache) clear or keep what is hers when the
 * session ends; the composition root (shared/src/install.ts) registers them, so this store imports none of them.
 */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Only the user slice and the token are persisted: nothing else, and never a password. */
const PERSISTED_KEYS: readonly (keyof AuthState)[] = ['isAuthed', 'token', ...(Object.keys(EMPTY_USER) as (keyof AuthUser)[])];
const persistedOf = (state: AuthState) =>
  Object.fromEntries(PERSISTED_KEYS.map((key) => [key, state[key]])) as Partial<AuthState>;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...EMPTY_USER,
      isAuthed: false,
      token: null,
      notice: null,
      resumeEmail: null,
      signIn: (token, user) =>
        set({
          isAuthed: true,
          token,
          notice: null,
          resumeEmail: null,
          userId: user.userId,
          userName: user.userName,
          email: user.email,
          roleName: user.roleName,
          roleId: user.roleId,
          hospitalId: user.hospitalId,
          tenantName: user.tenantName,
          menus: normaliseMenus(user.customMenuDTOs),
          showLocalName: false,
        }),
      setToken: (token) => set({ token }),
      updateUser: (patch) => set(patch),
      logout: (notice = null) => {
        const { userId, email } = get();
        set({ ...EMPTY_USER, isAuthed: false, token: null, notice, resumeEmail: notice ? email : null });
        for (const listener of logoutListeners) listener(notice, userId);
      },
      clearNotice: () => set({ notice: null }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: persistedOf,
    },
  ),
);

/** Logged-in is decided by a stored token (docs/screens.md §4). */
export const isLoggedIn = (): boolean => Boolean(useAuthStore.getState().token);
